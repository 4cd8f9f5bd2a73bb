import { about, claims, clinic } from '@klinik/clinic';
import {
  ErrorState,
  ListState,
  RetryButton,
  Section,
  Skeleton,
  StatsStrip,
  TeamCard,
  TestimonialCard,
  ValuesGrid,
  valueIconFor,
  VisionMission,
} from '@klinik/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageIntro } from '../app/page-intro';
import type { RouteHandle } from '../app/route-handle';
import { useTeam, useTestimonials } from '../data/hooks';
import { teamQuery, testimonialsQuery } from '../data/queries';
import { queryStatus } from '../data/query-status';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, api }) => [
    queryClient.fetchQuery(teamQuery(api)),
    queryClient.fetchQuery(testimonialsQuery(api)),
  ],
};

const values = about.values.map((value) => ({ ...value, icon: valueIconFor(value.icon) }));

/** A short list read whole from the API: three grey cards while loading, a retry on failure. */
function PeopleList<T>({
  query,
  slot,
  noun,
  children,
}: {
  query: UseQueryResult<T[]>;
  slot: string;
  /** What the list holds, e.g. 'tim'. */
  noun: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <ListState
      dataSlot={slot}
      status={queryStatus(query)}
      isEmpty={query.data?.length === 0}
      loadingLabel={`Memuat ${noun}…`}
      skeleton={
        <div className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-64 rounded-2xl" />
          ))}
        </div>
      }
      error={
        <ErrorState
          title={`Gagal memuat ${noun}`}
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={<RetryButton onClick={() => void query.refetch()} />}
        />
      }
      empty={null}
    >
      {query.data ? children(query.data) : null}
    </ListState>
  );
}

export function Component() {
  const team = useTeam();
  const testimonials = useTestimonials();

  return (
    <>
      <PageIntro
        eyebrow="Tentang Kami"
        title={`Bergerak Bersama Warga Bandung Sejak ${clinic.foundedYear}`}
        crumb="Tentang Kami"
        seoTitle="Tentang Kami"
        path="/tentang-kami"
        description={`Visi, misi, nilai, tim fisioterapis, dan cerita pasien ${clinic.name}, klinik fisioterapi dan rehabilitasi di Bandung sejak ${clinic.foundedYear}.`}
        lead={about.story[0]}
        keywords="tentang klinik fisioterapi bandung, fisioterapis bandung, tim fisioterapi, visi misi klinik fisioterapi"
      />
      <StatsStrip claims={claims} />
      <Section title="Cerita Kami">
        <div className="text-muted-foreground mx-auto max-w-3xl space-y-4 text-lg leading-relaxed">
          {about.story.slice(1).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title="Visi & Misi" tone="muted">
        <VisionMission vision={about.vision} missions={about.missions} headingLevel="h3" />
      </Section>
      <Section
        title="Nilai-Nilai Kami"
        description="Cara kami bekerja setiap hari, di klinik maupun saat berkunjung ke rumah pasien."
      >
        <ValuesGrid items={values} />
      </Section>
      <Section
        title="Tim Fisioterapis Kami"
        tone="muted"
        description="Fisioterapis berizin praktik yang menangani Anda dari asesmen pertama hingga pulih."
      >
        <PeopleList query={team} slot="team-list" noun="data tim">
          {(members) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {members.map((member) => (
                <li key={member.id} className="flex">
                  <TeamCard member={member} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </PeopleList>
      </Section>
      <Section
        title="Kata Pasien Kami"
        description={`Penilaian rata-rata ${claims.rating} dengan tingkat kepuasan ${claims.satisfaction}.`}
      >
        <PeopleList query={testimonials} slot="testimonial-list" noun="testimoni">
          {(items) => (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((testimonial) => (
                <li key={testimonial.id} className="flex">
                  <TestimonialCard testimonial={testimonial} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </PeopleList>
      </Section>
    </>
  );
}
