import * as React from 'react';
import type { SocialSettings } from '@klinik/clinic';
import { cn } from '../../lib/cn';

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

type SocialLinksProps = React.ComponentProps<'ul'> & {
  social: SocialLinksMap;
  /** Styles of each link (size, colours): the top bar and the footer differ. */
  linkClassName?: string;
  newTabHint?: string;
};

function SocialLinks({
  social,
  className,
  linkClassName,
  newTabHint = '(membuka tab baru)',
  ...props
}: SocialLinksProps) {
  const present = order.filter((network) => social[network]);
  if (present.length === 0) return null;

  return (
    <ul data-slot="social-links" className={cn('flex items-center gap-1', className)} {...props}>
      {present.map((network) => (
        <li key={network}>
          <a
            data-slot="social-link"
            href={social[network]}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full transition-colors [&_svg]:size-[18px]',
              linkClassName,
            )}
          >
            {networks[network].icon}
            <span className="sr-only">
              {networks[network].label} {newTabHint}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export { SocialLinks, type SocialLinksMap, type SocialLinksProps };
