import * as React from 'react';
import { Menu, Phone, X } from 'lucide-react';
import type { NavItem } from '@klinik/clinic/navigation';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/tel';
import { isCurrentPath } from '../../lib/nav';
import { AppLink } from '../../primitives/app-link/app-link';
import { buttonVariants } from '../../primitives/button/button';
import { HeaderCta, type SiteHeaderCta } from './header-cta';

/**
 * The phone menu. The browser opens and closes the panel (a popover: the button works before any
 * script, Escape and a tap outside close it) and tells assistive technology whether it is open;
 * React keeps none of its state. It only closes the panel: on a new page, a link followed, a
 * search sent, and focus that moves on to the page under it.
 */
function usePhoneMenu(currentPath: string) {
  const panelId = React.useId();
  const panelRef = React.useRef<HTMLDivElement>(null);
  const close = React.useCallback(() => {
    const panel = panelRef.current;
    if (panel?.matches(':popover-open')) panel.hidePopover();
  }, []);

  // A new page closes the menu, whatever changed the page (a link, the Back button).
  const shownPath = React.useRef(currentPath);
  React.useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    close();
  }, [currentPath, close]);

  return { panelRef, menu: { panelId, close } };
}

type PhoneMenuState = ReturnType<typeof usePhoneMenu>['menu'];

/**
 * The phone menu's button: the panel's popover invoker. Chromium exposes an invoker's expanded
 * state from its popover (and reads it there even over an aria-expanded that says otherwise), so
 * the button carries no aria-expanded of ours.
 */
function PhoneMenuButton({ menu, label }: { menu: PhoneMenuState; label: string }) {
  return (
    <button
      data-slot="site-header-menu-button"
      // No type="button": the library gives that type to the controls that need script, which
      // the site leaves unoffered until its script runs; this one works as HTML. Outside a form
      // a button without a type only opens its popover.
      popoverTarget={menu.panelId}
      aria-controls={menu.panelId}
      className={cn(buttonVariants({ variant: 'outline', size: 'icon-phone' }), 'lg:hidden')}
    >
      {/* The icon follows the panel in CSS, so it is right before any script too. */}
      <Menu aria-hidden className="size-5 group-has-[:popover-open]/header:hidden" />
      <X aria-hidden className="hidden size-5 group-has-[:popover-open]/header:block" />
      {/* Icon-only on phones, so the clinic's name keeps the room. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

type PhoneMenuProps = {
  menu: PhoneMenuState;
  panelRef: React.RefObject<HTMLDivElement | null>;
  navItems: readonly NavItem[];
  currentPath: string;
  navLabel: string;
  /** Heads the panel: the site search. */
  search?: React.ReactNode;
  cta?: SiteHeaderCta;
  phone: string;
};

/**
 * The panel below the bar on phones and tablets: the search box, every link of the main
 * navigation with its children, the call to action and the phone number. A link followed or a
 * search sent closes it.
 */
function PhoneMenu({
  menu,
  panelRef,
  navItems,
  currentPath,
  navLabel,
  search,
  cta,
  phone,
}: PhoneMenuProps) {
  const linkProps = (href: string) => ({
    href,
    'aria-current': isCurrentPath(href, currentPath) ? ('page' as const) : undefined,
    onClick: menu.close,
  });
  return (
    <div
      ref={panelRef}
      id={menu.panelId}
      popover="auto"
      // Focus that moves on from the panel to the page it covers closes it, so the focused
      // element is never hidden under it; back to the menu's button (Shift+Tab) it stays open.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (
          next instanceof Element &&
          !event.currentTarget.contains(next) &&
          next.getAttribute('popovertarget') !== menu.panelId
        )
          menu.close();
      }}
      data-slot="site-header-mobile-panel"
      className={cn(
        // Between the bar and the bottom of the window, as tall as its links need, scrolling
        // when they need more.
        'border-border bg-background text-foreground shadow-dropdown fixed inset-x-0 top-18 bottom-0 m-0 h-fit w-full overflow-y-auto border-0 border-t p-0 lg:hidden',
        // Right under the bar wherever the header is (the top bar shows from md) where the
        // browser can anchor; under a bar at the top of the window otherwise.
        'supports-[anchor-name:--a]:top-[anchor(bottom)] supports-[anchor-name:--a]:[position-anchor:--site-header-bar]',
      )}
    >
      <nav
        data-slot="site-header-mobile-nav"
        aria-label={navLabel}
        className="mx-auto max-w-3xl px-4 py-3 sm:px-6"
        onSubmit={menu.close}
      >
        {search}
        <ul className="flex flex-col gap-0.5">
          {navItems.map((item) => (
            <li key={item.href}>
              <AppLink
                {...linkProps(item.href)}
                className="text-foreground hover:bg-primary-soft aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground flex min-h-12 items-center rounded-lg px-3 text-base font-semibold"
              >
                {item.label}
              </AppLink>
              {item.children?.length ? (
                <ul className="border-border mb-1 ml-3 flex flex-col border-l pl-3">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <AppLink
                        {...linkProps(child.href)}
                        className="text-muted-foreground hover:bg-primary-soft hover:text-primary-soft-foreground aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground flex min-h-11 items-center rounded-lg px-3 text-sm font-medium"
                      >
                        {child.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="border-border mt-3 flex flex-col gap-3 border-t pt-4">
          {cta ? <HeaderCta cta={cta} className="w-full" /> : null}
          <a
            href={telHref(phone)}
            className="text-muted-foreground inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium md:hidden"
          >
            <Phone aria-hidden className="size-4" />
            <span className="sr-only">Telepon: </span>
            {phone}
          </a>
        </div>
      </nav>
    </div>
  );
}

export { PhoneMenu, PhoneMenuButton, usePhoneMenu };
