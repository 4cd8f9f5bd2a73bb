import * as React from 'react';
import { Eye, Target } from 'lucide-react';
import { cn } from '../../../lib/cn';

type VisionMissionProps = React.ComponentProps<'div'> & {
  vision: string;
  missions: readonly string[];
  headingLevel?: 'h2' | 'h3';
};

/** The clinic's vision (one statement) beside its numbered missions. */
function VisionMission({
  vision,
  missions,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: VisionMissionProps) {
  return (
    <div
      data-slot="vision-mission"
      className={cn('grid gap-6 lg:grid-cols-2', className)}
      {...props}
    >
      <section className="surface-inverse rounded-2xl p-8">
        <Heading className="flex items-center gap-3 text-2xl font-bold">
          <Eye aria-hidden className="text-on-dark-muted size-7" />
          Visi
        </Heading>
        <p className="text-on-dark mt-4 text-lg leading-relaxed">{vision}</p>
      </section>
      <section className="border-border bg-background shadow-card rounded-2xl border p-8">
        <Heading className="text-foreground flex items-center gap-3 text-2xl font-bold">
          <Target aria-hidden className="text-primary size-7" />
          Misi
        </Heading>
        <ol className="mt-4 grid gap-3">
          {missions.map((mission, index) => (
            <li key={mission} className="text-foreground flex gap-3">
              <span
                aria-hidden
                className="bg-primary-soft text-primary-soft-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold"
              >
                {index + 1}
              </span>
              {mission}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export { VisionMission, type VisionMissionProps };
