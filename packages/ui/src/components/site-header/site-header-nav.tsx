import * as React from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ArrowRight, ChevronDown } from 'lucide-react';
import type { NavItem } from '@klinik/clinic/navigation';
import { cn } from '../../lib/cn';
import { isCurrentPath, isSectionActive } from '../../lib/nav';
import { AppLink } from '../app-link/app-link';
import type { SiteHeaderNavigationProps } from './site-header';
import { navLinkClass } from './static-site-nav';

type SiteHeaderNavProps = SiteHeaderNavigationProps & {
  /** Label of the dropdown's link to the section page itself ("Semua Layanan"). */
  sectionOverviewLabel?: (item: NavItem) => string;
};

const defaultOverviewLabel = (item: NavItem) => `Semua ${item.label}`;

/** The dropdown's trigger: Radix's button, marked while its section is being shown. */
function SectionTrigger({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <NavigationMenu.Trigger
      data-slot="site-header-nav-trigger"
      data-active={active ? '' : undefined}
      className={cn(navLinkClass, 'group cursor-pointer')}
    >
      {item.label}
      <ChevronDown
        aria-hidden
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenu.Trigger>
  );
}

/**
 * The desktop navigation: Radix's NavigationMenu, whose dropdown opens by click, hover and
 * keyboard and closes on Escape and outside clicks. It looks as StaticSiteNav does, so a page may
 * show that first and this once its code is there.
 */
function SiteHeaderNav({
  navItems,
  currentPath,
  navLabel,
  sectionOverviewLabel = defaultOverviewLabel,
}: SiteHeaderNavProps) {
  return (
    <NavigationMenu.Root
      data-slot="site-header-nav"
      aria-label={navLabel}
      activationMode="manual"
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {navItems.map((item) =>
          item.children?.length ? (
            <NavigationMenu.Item key={item.href} value={item.href} className="relative">
              <SectionTrigger item={item} active={isSectionActive(item, currentPath)} />
              <NavigationMenu.Content
                data-slot="site-header-nav-content"
                className="border-border bg-background shadow-dropdown absolute top-full left-0 z-50 mt-2 w-80 rounded-xl border p-2"
              >
                <ul className="flex flex-col">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavigationMenu.Link asChild active={isCurrentPath(child.href, currentPath)}>
                        <AppLink
                          data-slot="site-header-nav-sublink"
                          href={child.href}
                          className="text-foreground hover:bg-primary-soft hover:text-primary-soft-foreground data-[active]:bg-primary-soft data-[active]:text-primary-soft-foreground flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold"
                        >
                          {child.label}
                        </AppLink>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
                <div className="border-border mt-2 border-t pt-2">
                  <NavigationMenu.Link asChild active={isCurrentPath(item.href, currentPath)}>
                    <AppLink
                      data-slot="site-header-nav-sublink"
                      href={item.href}
                      className="text-primary hover:bg-primary-soft flex min-h-11 items-center justify-between rounded-lg px-3 py-2 text-sm font-semibold"
                    >
                      {sectionOverviewLabel(item)}
                      <ArrowRight aria-hidden className="size-4" />
                    </AppLink>
                  </NavigationMenu.Link>
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Link asChild active={isCurrentPath(item.href, currentPath)}>
                <AppLink data-slot="site-header-nav-link" href={item.href} className={navLinkClass}>
                  {item.label}
                </AppLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

export { SiteHeaderNav, type SiteHeaderNavProps };
