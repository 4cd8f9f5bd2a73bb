import * as React from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ArrowRight, ChevronDown } from 'lucide-react';
import type { NavItem } from '@klinik/clinic/navigation';
import { cn } from '../../lib/cn';
import { isCurrentPath } from '../../lib/nav';
import { isSectionActive } from './section-active';
import { AppLink } from '../../primitives/app-link/app-link';
import type { SiteHeaderNavigationProps } from './site-header';

/** A top-level item of the bar: a link, or the trigger of a section's dropdown. */
const navLinkClass = [
  'text-foreground inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors',
  'hover:bg-primary-soft hover:text-primary-soft-foreground',
  'data-[active]:text-primary data-[state=open]:bg-primary-soft data-[state=open]:text-primary-soft-foreground',
  // The current page and section are marked by more than colour: an underline bar.
  'data-[active]:after:bg-primary relative data-[active]:after:absolute data-[active]:after:inset-x-3 data-[active]:after:bottom-1.5 data-[active]:after:h-0.5 data-[active]:after:rounded-full',
].join(' ');

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
      // Only script opens the dropdown. Radix leaves the type out; `button` says so in the
      // markup, as on every control of the library that needs script, so the site can leave it
      // unoffered until its script runs.
      type="button"
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
 * The desktop navigation, from `lg` up: Radix's NavigationMenu over the header's link list, whose
 * dropdown (for an item with children) opens by click, hover and keyboard and closes on Escape
 * and outside clicks. Its links are links in the HTML; the dropdown's trigger needs script.
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
