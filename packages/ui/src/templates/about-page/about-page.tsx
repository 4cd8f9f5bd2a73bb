import { about, claims, clinic, type TeamMember, type Testimonial } from '@klinik/clinic';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListState } from '../../feedback/list-state/list-state';
import { PageHero } from '../../layout/page-hero/page-hero';
import { Section } from '../../primitives/section/section';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { StatsStrip } from '../../sections/home/stats-strip/stats-strip';
import { TeamCard } from '../../sections/about/team-card/team-card';
import { TestimonialCard } from '../../sections/about/testimonial-card/testimonial-card';
import { ValuesGrid } from '../../sections/about/values-grid/values-grid';
import { VisionMission } from '../../sections/about/vision-mission/vision-mission';
import type { Remote } from '../../lib/remote';
import { valueItemsFrom } from '../../sections/about/value-icon';

type AboutPageProps = {
  /** The therapists. */
  team: Remote<readonly TeamMember[]>;
  /** Patients' words. */
  testimonials: Remote<readonly Testimonial[]>;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

const values = valueItemsFrom(about.values);

const cardSkeletons = (
  <div className="grid gap-6 md:grid-cols-3">
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} radius="2xl" className="h-64" />
    ))}
  </div>
);

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'Tentang Kami',
  title: `Bergerak Bersama Warga Bandung Sejak ${clinic.foundedYear}`,
};

/** /tentang-kami: story, vision and mission, values, the team and what patients say. */
function AboutPage({ team, testimonials, breadcrumbs }: AboutPageProps) {
  return (
    <>
      <PageHero {...hero} description={about.story[0]} breadcrumbs={breadcrumbs} />
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
        <ListState
          dataSlot="team-list"
          state={team}
          loadingLabel="Memuat data tim…"
          skeleton={cardSkeletons}
          errorTitle="Gagal memuat data tim"
          empty={<EmptyState headingLevel="h3" title="Profil tim segera hadir" />}
        >
          {(members) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {members.map((member) => (
                <li key={member.id} className="flex">
                  <TeamCard member={member} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </Section>
      <Section
        title="Kata Pasien Kami"
        description={`Penilaian rata-rata ${claims.rating} dengan tingkat kepuasan ${claims.satisfaction}.`}
      >
        <ListState
          dataSlot="testimonial-list"
          state={testimonials}
          loadingLabel="Memuat testimoni…"
          skeleton={cardSkeletons}
          errorTitle="Gagal memuat testimoni"
          empty={<EmptyState headingLevel="h3" title="Belum ada testimoni" />}
        >
          {(items) => (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((testimonial) => (
                <li key={testimonial.id} className="flex">
                  <TestimonialCard testimonial={testimonial} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </Section>
    </>
  );
}

export { AboutPage, type AboutPageProps };
