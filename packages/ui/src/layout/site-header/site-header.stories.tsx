import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { clinic, limits } from '@klinik/clinic';
import { mainNav, mainNavLabel } from '@klinik/clinic/navigation';
import logoMark from '../../assets/logo-mark.svg';
import { at, headerArgs } from '../../stories/fixtures';
import { FormAction } from '../../stories/form-action';
import { SiteSearch } from '../../sections/search/site-search/site-search';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { SiteHeaderNav } from './site-header-nav';

type HeaderStoryProps = Omit<SiteHeaderProps, 'navigation' | 'search'> & {
  /** What the site's search does without a new document (the site navigates to /cari?q=). */
  onSearch?: (query: string) => void;
  /** Told each time the desktop navigation renders. */
  onNavigationRender?: () => void;
};

/** SiteHeaderNav, telling the story each time it renders. */
function StoryNav({
  onRender,
  ...props
}: React.ComponentProps<typeof SiteHeaderNav> & { onRender?: () => void }) {
  onRender?.();
  return <SiteHeaderNav {...props} />;
}

/**
 * The header as the site composes it: the desktop navigation (Radix's dropdown) made from the
 * header's own list, path and label, and SiteSearch.
 */
/** The search's GET form, as the site's router sends it: the address's `q`, as typed. */
const searched = (onSearch: ((query: string) => void) | undefined) => (href: string) =>
  onSearch?.(new URLSearchParams(href.split('?')[1]).get('q') ?? '');

function HeaderStory({ onSearch, onNavigationRender, ...props }: HeaderStoryProps) {
  const { navItems, currentPath, navLabel = mainNavLabel } = props;
  return (
    <SiteHeader
      {...props}
      navigation={
        <StoryNav
          navItems={navItems}
          currentPath={currentPath}
          navLabel={navLabel}
          onRender={onNavigationRender}
        />
      }
      search={({ className }) => (
        <FormAction navigate={searched(onSearch)}>
          {(form) => <SiteSearch as={form.as} action="/cari" className={className} />}
        </FormAction>
      )}
    />
  );
}

const layanan = at(
  mainNav.filter((item) => item.children?.length),
  0,
);
const serviceItems = layanan.children ?? [];

const meta = {
  title: 'Layout/SiteHeader',
  // The docs read SiteHeader's props; each story renders it as the site does (HeaderStory),
  // which makes the two slots from the args.
  component: SiteHeader as React.ComponentType<HeaderStoryProps>,
  tags: ['stable'],
  render: (args) => <HeaderStory {...args} />,
  args: headerArgs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<HeaderStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

function PageBody({ tall = false }: { tall?: boolean }) {
  return (
    <main
      id="main"
      className="max-w-page mx-auto px-6 py-10"
      style={tall ? { minHeight: 2400 } : undefined}
    >
      <h1 className="text-3xl font-bold">Konten halaman</h1>
      <p className="text-muted-foreground mt-3 max-w-prose">
        Isi halaman berada di bawah header. Gulir untuk melihat header tetap menempel di atas.
      </p>
    </main>
  );
}

const withPage: NonNullable<Story['decorators']> = [
  (Story) => (
    <>
      <Story />
      <PageBody />
    </>
  ),
];

export const Default: Story = {
  decorators: withPage,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Kontak' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('link', { name: /Telepon/ })).toHaveAttribute(
      'href',
      // The link is made from the number shown: one source, the international form.
      'tel:+622287305521',
    );
    await expect(canvas.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      `mailto:${headerArgs.contact.email}`,
    );
    await expect(canvas.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      headerArgs.social.instagram,
    );
    // The mobile menu button is not shown on desktop.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const DropdownByClick: Story = {
  decorators: withPage,
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: layanan.label });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Only script opens it: a button of type button, which the site leaves unoffered until its
    // script runs (the navigation's links are links before that).
    await expect(trigger).toHaveAttribute('type', 'button');

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const item of serviceItems) {
      await expect(canvas.getByRole('link', { name: item.label })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    await expect(serviceItems).toHaveLength(4);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(
      canvas.queryByRole('link', { name: at(serviceItems, 0).label }),
    ).not.toBeInTheDocument();

    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: at(serviceItems, 0).label })).toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: 'Konten halaman' }));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(
      canvas.queryByRole('link', { name: at(serviceItems, 0).label }),
    ).not.toBeInTheDocument();
  },
};

export const DropdownByKeyboard: Story = {
  decorators: withPage,
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: layanan.label });
    // Left and Right move between the top-level items (Home, then the next one).
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    const home = within(nav).getByRole('link', { name: at(mainNav, 0).label });
    const next = within(nav).getByRole(at(mainNav, 1).children?.length ? 'button' : 'link', {
      name: at(mainNav, 1).label,
    });
    home.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(home).toHaveFocus();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: at(serviceItems, 0).label })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: at(serviceItems, 1).label })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};

export const ServicePageActive: Story = {
  decorators: withPage,
  args: { currentPath: at(serviceItems, 3).href },
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: layanan.label });
    await expect(trigger).toHaveAttribute('data-active');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: at(serviceItems, 3).label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

const navigationRendered = fn();

/**
 * Past `scrollThreshold` the bar casts a shadow. The desktop navigation is an element the site
 * made, so the header's renders for its shadow leave it alone: it does not render again (a
 * navigation whose code is still loading is never reached by them).
 */
export const ScrollShadow: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <PageBody tall />
      </>
    ),
  ],
  args: { onNavigationRender: navigationRendered },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(navigationRendered).toHaveBeenCalled();
    const renders = navigationRendered.mock.calls.length;
    const scrollTo = (top: number) => {
      window.scrollTo({ top, behavior: 'instant' });
      window.dispatchEvent(new Event('scroll'));
    };
    try {
      scrollTo(0);
      await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));

      scrollTo(limits.headerScrollThreshold);
      await waitFor(() => expect(window.scrollY).toBe(limits.headerScrollThreshold));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await expect(getComputedStyle(header).boxShadow).toBe('none');

      scrollTo(limits.headerScrollThreshold + 150);
      await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
      await expect(getComputedStyle(header).boxShadow).not.toBe('none');
      // Sticky: the header stays at the top of the window.
      await expect(header.getBoundingClientRect().bottom).toBeGreaterThan(0);

      scrollTo(0);
      await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
      await expect(navigationRendered).toHaveBeenCalledTimes(renders);
    } finally {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
};

export const WithLogo: Story = {
  decorators: withPage,
  args: { logoSrc: logoMark },
};

export const LongText: Story = {
  decorators: withPage,
  args: {
    siteName: `${clinic.name} Cabang Kiaracondong dan Sumur Bandung`,
    tagline: `${clinic.tagline} - Fisioterapi Olahraga, Homecare, Pediatrik dan Geriatri`,
  },
};

/**
 * The site search in the bar where it has room (1280 px and wider): a GET form to /cari that
 * works before any script; the site's router form sends it without a new page.
 */
export const Search: Story = {
  decorators: withPage,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { onSearch: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const form = await canvas.findByRole('search', { name: 'Cari di situs' });
    // The tab order: the top bar's links (phone first), the logo home, the navigation, the
    // search box and its button, then the call to action.
    const order: Element[] = [];
    for (let step = 0; step < 30; step += 1) {
      await userEvent.tab();
      if (!document.activeElement || document.activeElement === document.body) break;
      order.push(document.activeElement);
      if (document.activeElement.textContent?.includes(headerArgs.cta.label)) break;
    }
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    const navStops = order.filter((element) => nav.contains(element));
    const place = (element: Element) => order.indexOf(element);
    await expect(order[0]).toBe(canvas.getByRole('link', { name: /Telepon/ }));
    await expect(order[1]).toBe(canvas.getByRole('link', { name: /E-mail/ }));
    await expect(navStops).toHaveLength(mainNav.length);
    const logo = order[place(at(navStops, 0)) - 1];
    await expect(logo).toHaveAttribute('href', '/');
    await expect(
      order.slice(place(at(navStops, 0)), place(at(navStops, 0)) + mainNav.length),
    ).toEqual(navStops);
    const searchbox = within(form).getByRole('searchbox', { name: 'Cari di situs' });
    await expect(place(searchbox)).toBe(place(at(navStops, navStops.length - 1)) + 1);
    await expect(order[place(searchbox) + 1]).toBe(
      within(form).getByRole('button', { name: 'Cari' }),
    );
    await expect(order[place(searchbox) + 2]).toHaveTextContent(headerArgs.cta.label);

    await expect(form).toHaveAttribute('action', '/cari');
    await expect(form).toHaveAttribute('method', 'get');
    const box = within(form).getByRole('searchbox', { name: 'Cari di situs' });
    await expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, '  nyeri lutut {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('  nyeri lutut ');
  },
};

export const Tablet: Story = {
  decorators: withPage,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** The phone menu's panel: the popover its button opens. */
function menuPanel(button: HTMLElement): HTMLElement {
  const panel = button.ownerDocument.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error('The menu button opens no panel.');
  return panel;
}

/**
 * On a phone the links are behind 'Menu'. The button is the panel's popover invoker: it opens
 * and closes the panel before any script, and the browser itself tells assistive technology
 * whether the panel is expanded (Chromium exposes the invoker's expanded state from the
 * popover), so the button carries no aria-expanded.
 */
export const Mobile: Story = {
  decorators: withPage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    const panel = menuPanel(menuButton);
    await expect(panel).toHaveAttribute('popover', 'auto');
    await expect(menuButton).toHaveAttribute('aria-controls', panel.id);
    // Not a button of type button, which the site leaves unoffered until its script runs.
    await expect(menuButton).not.toHaveAttribute('type');
    await expect(panel).not.toBeVisible();
    await expect(
      canvas.queryByRole('navigation', { name: 'Navigasi utama' }),
    ).not.toBeInTheDocument();

    await userEvent.click(menuButton);
    await expect(panel).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav).toBeVisible();
    for (const item of [...mainNav, ...serviceItems]) {
      await expect(within(nav).getByRole('link', { name: item.label })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(menuButton);
    await expect(panel).not.toBeVisible();
  },
};

export const MobileOpen: Story = {
  decorators: withPage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { currentPath: at(serviceItems, 0).href },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: at(serviceItems, 0).label })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileKeyboard: Story = {
  decorators: withPage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    const panel = menuPanel(menuButton);
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(panel).toBeVisible();
    // The panel follows its button in the tab order.
    // The site search heads the panel, then the links.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Cari di situs' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cari' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    // A browser popover of the auto kind: Escape and a tap outside close it, and Escape brings
    // the focus back to the button (e2e/layout.spec.ts checks both on the site; in the test
    // runner's frame the browser does not deliver them).
    await expect(panel).toHaveAttribute('popover', 'auto');
    menuButton.focus();
    await userEvent.keyboard(' ');
    await expect(panel).not.toBeVisible();
    // Tab past the panel's last control closes it: the focus never lands on the page it covers
    // (a link of the page's, for the while, to go on to).
    const pageLink = Object.assign(document.createElement('a'), { href: '#main' });
    pageLink.textContent = 'Isi halaman';
    canvasElement.append(pageLink);
    await userEvent.keyboard('{Enter}');
    await expect(panel).toBeVisible();
    const controls = panel.querySelectorAll<HTMLElement>('a[href], button, input');
    controls[controls.length - 1]?.focus();
    await userEvent.tab();
    await expect(pageLink).toHaveFocus();
    await waitFor(() => expect(panel).not.toBeVisible());
    pageLink.remove();
    menuButton.focus();
  },
};

/** On a phone the search box heads the menu; searching closes it. */
export const MobileSearch: Story = {
  decorators: withPage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { onSearch: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(menuButton);
    const box = await canvas.findByRole('searchbox', { name: 'Cari di situs' });
    await expect(box).toBeVisible();
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.type(box, 'homecare{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('homecare');
    await waitFor(() => expect(menuPanel(menuButton)).not.toBeVisible());
  },
};

export const MobileLinkClosesMenu: Story = {
  decorators: withPage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    // The page shown is Home already: the link changes no route, the menu closes all the same.
    const home = within(nav).getByRole('link', { name: 'Home' });
    home.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(home);
    await waitFor(() => expect(menuPanel(menuButton)).not.toBeVisible());
  },
};

/**
 * The site passes the router's path. Here the story plays the router: a `story:navigate` event
 * changes the page the way the Back button would, without touching the menu (the open panel
 * covers the page, so nothing on it can be clicked).
 */
function HeaderWithRouter(props: HeaderStoryProps) {
  const [path, setPath] = React.useState(props.currentPath);
  React.useEffect(() => {
    const navigate = (event: Event) => setPath((event as CustomEvent<string>).detail);
    window.addEventListener('story:navigate', navigate);
    return () => window.removeEventListener('story:navigate', navigate);
  }, []);
  return (
    <>
      <HeaderStory {...props} currentPath={path} />
      <main id="main" className="px-4 py-8">
        <h1 className="text-2xl font-bold">Halaman {path}</h1>
      </main>
    </>
  );
}

export const MobileClosesOnRouteChange: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <HeaderWithRouter {...args} />,
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    const panel = menuPanel(menuButton);
    await userEvent.click(menuButton);
    await expect(panel).toBeVisible();

    // The page changes without the menu being touched.
    window.dispatchEvent(new CustomEvent('story:navigate', { detail: '/kontak' }));
    await expect(await canvas.findByRole('heading', { name: 'Halaman /kontak' })).toBeVisible();
    await waitFor(() => expect(panel).not.toBeVisible());

    await userEvent.click(menuButton);
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(within(nav).getByRole('link', { name: 'Kontak' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(menuButton);
  },
};
