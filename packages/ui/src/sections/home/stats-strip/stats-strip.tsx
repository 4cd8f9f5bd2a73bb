import * as React from 'react';
import { cn } from '../../../lib/cn';

/** The clinic's claims, as `claims` of @klinik/clinic holds them. */
type StatsClaims = {
  patients: string;
  rating: string;
  satisfaction: string;
  years: string;
  onlineConsultation: string;
  founded: string;
};

type StatsStripProps = React.ComponentProps<'section'> & {
  claims: StatsClaims;
  /** Names the region for assistive technology. */
  label?: string;
};

function StatsStrip({ claims, label = 'Pencapaian kami', className, ...props }: StatsStripProps) {
  const items = [
    { value: claims.patients, label: 'Pasien telah ditangani' },
    { value: claims.rating, label: 'Rating dari pasien' },
    { value: claims.satisfaction, label: 'Tingkat kepuasan' },
    { value: claims.years, label: 'Tahun pengalaman' },
    { value: claims.onlineConsultation, label: 'Konsultasi online' },
    { value: claims.founded, label: 'Melayani sejak' },
  ];

  return (
    <section
      data-slot="stats-strip"
      aria-label={label}
      className={cn('surface-inverse', className)}
      {...props}
    >
      <dl className="max-w-page mx-auto grid grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-6">
        {items.map((item) => (
          <div
            key={item.label}
            data-slot="stats-strip-item"
            className="flex flex-col-reverse text-center"
          >
            <dt className="text-on-dark-muted mt-1 text-sm">{item.label}</dt>
            <dd className="text-on-dark text-3xl font-extrabold tracking-tight">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { StatsStrip, type StatsClaims, type StatsStripProps };
