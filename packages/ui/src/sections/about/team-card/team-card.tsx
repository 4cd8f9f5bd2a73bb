import * as React from 'react';
import { Award } from 'lucide-react';
import type { TeamMember } from '@klinik/clinic';
import { cn } from '../../../lib/cn';

type TeamCardProps = React.ComponentProps<'article'> & {
  /** A therapist as the API answers the team. */
  member: TeamMember;
  /** Level of the name's heading. */
  headingLevel?: 'h2' | 'h3';
};

/** Initials stand in for a portrait: no remote photos. */
function initials(name: string): string {
  return name
    .replace(/^(dr|prof|ns)\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

function TeamCard({ member, headingLevel: Heading = 'h3', className, ...props }: TeamCardProps) {
  return (
    <article
      data-slot="team-card"
      className={cn(
        'border-border bg-background shadow-card flex h-full flex-col items-center rounded-2xl border p-6 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="bg-primary text-primary-foreground flex size-20 items-center justify-center rounded-full text-2xl font-bold"
      >
        {initials(member.name)}
      </span>
      <Heading className="text-foreground mt-4 text-lg font-bold">{member.name}</Heading>
      <p className="text-primary text-sm font-semibold">{member.role}</p>
      <p className="bg-accent-soft text-accent-soft-foreground mt-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold">
        <Award aria-hidden className="size-3.5" />
        {member.experience}
      </p>
      <p className="text-muted-foreground mt-4 text-sm">{member.description}</p>
    </article>
  );
}

export { TeamCard, type TeamCardProps };
