import * as React from 'react';
import type { SocialSettings } from '@klinik/clinic';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../../primitives/external-link/external-link';

type SocialNetwork = keyof SocialSettings;

/** Social profile urls by network; empty or missing ones are not shown. */
type SocialLinksMap = Partial<Record<SocialNetwork, string>>;

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

// Brand marks drawn in the lucide style (lucide 1.x no longer ships brand icons).
const networks: Record<SocialNetwork, { label: string; icon: React.ReactElement }> = {
  instagram: {
    label: 'Instagram',
    icon: (
      <svg {...iconProps}>
        <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
        <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
      </svg>
    ),
  },
  facebook: {
    label: 'Facebook',
    icon: (
      <svg {...iconProps}>
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      </svg>
    ),
  },
  youtube: {
    label: 'YouTube',
    icon: (
      <svg {...iconProps}>
        <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
        <path d="m10 15 5-3-5-3z" />
      </svg>
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    icon: (
      <svg {...iconProps}>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect width="4" height="12" x="2" y="9" />
        <circle cx="4" cy="4" r="2" />
      </svg>
    ),
  },
};

const order: SocialNetwork[] = ['instagram', 'facebook', 'youtube', 'linkedin'];

/** Each link: round, its colours by the surface it sits on, its size by the room there. */
const socialLinkVariants = cva(
  'inline-flex items-center justify-center rounded-full transition-colors',
  {
    variants: {
      tone: {
        soft: 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft-hover',
        /** On a dark surface, as a filled circle (the footer). */
        inverse: 'text-on-dark bg-white/10 hover:bg-white/20',
        /** On a dark surface, quiet until hovered (the header's top bar). */
        'inverse-muted': 'text-on-dark-muted hover:text-on-dark hover:bg-white/10',
      },
      size: {
        md: 'size-11 [&_svg]:size-[18px]',
        /** 32 px, above the 24 px minimum target: the header's top bar, shown from `md` only. */
        sm: 'size-8 [&_svg]:size-4',
      },
    },
    defaultVariants: { tone: 'soft', size: 'md' },
  },
);

/** The room between the links, by their size. */
const listGap = { md: 'gap-2', sm: 'gap-1' };

type SocialLinksProps = React.ComponentProps<'ul'> &
  VariantProps<typeof socialLinkVariants> & {
    social: SocialLinksMap;
  };

function SocialLinks({ social, tone, size, className, ...props }: SocialLinksProps) {
  const present = order.filter((network) => social[network]);
  if (present.length === 0) return null;

  return (
    <ul
      data-slot="social-links"
      className={cn('flex flex-wrap items-center', listGap[size ?? 'md'], className)}
      {...props}
    >
      {present.map((network) => (
        <li key={network}>
          <ExternalLink
            data-slot="social-link"
            href={social[network]}
            className={socialLinkVariants({ tone, size })}
          >
            {networks[network].icon}
            <span className="sr-only">{networks[network].label}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export { SocialLinks, socialLinkVariants, type SocialLinksMap, type SocialLinksProps };
