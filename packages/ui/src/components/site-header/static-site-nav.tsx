import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { isCurrentPath, isSectionActive } from '../../lib/nav';
import { AppLink } from '../app-link/app-link';
import type { SiteHeaderNavigationProps } from './site-header';

const navLinkClass = [
  'text-foreground inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors',
  'hover:bg-primary-soft hover:text-primary-soft-foreground',
  'data-[active]:text-primary data-[state=open]:bg-primary-soft data-[state=open]:text-primary-soft-foreground',
  // The current page and section are marked by more than colour: an underline bar.
  'data-[active]:after:bg-primary relative data-[active]:after:absolute data-[active]:after:inset-x-3 data-[active]:after:bottom-1.5 data-[active]:after:h-0.5 data-[active]:after:rounded-full',
].join(' ');

function SectionLink({
  href,
  active,
  children,
}: {
  href: string;
  active: boolean;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      data-slot="site-header-nav-trigger"
      data-active={active ? '' : undefined}
      className={cn(navLinkClass, 'group')}
    >
      {children}
    </a>
  );
}

/**
 * The desktop navigation as plain links, dropdown trigger included (a link to the section's
 * page): the same look as SiteHeaderNav without its code, for a page that has not loaded the
 * dropdown (yet).
 */
function StaticSiteNav({ navItems, currentPath, navLabel }: SiteHeaderNavigationProps) {
  return (
    <nav data-slot="site-header-nav" aria-label={navLabel} className="hidden lg:block">
      <div className="relative">
        <ul className="flex items-center gap-0.5">
          {navItems.map((item) => (
            <li key={item.href} className={item.children?.length ? 'relative' : undefined}>
              {item.children?.length ? (
                <SectionLink href={item.href} active={isSectionActive(item, currentPath)}>
                  {item.label}
                  <ChevronDown aria-hidden className="size-4" />
                </SectionLink>
              ) : (
                <AppLink
                  data-slot="site-header-nav-link"
                  href={item.href}
                  data-active={isCurrentPath(item.href, currentPath) ? '' : undefined}
                  aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                  className={navLinkClass}
                >
                  {item.label}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

export { navLinkClass, StaticSiteNav };
