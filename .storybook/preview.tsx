import type { Decorator, Preview } from '@storybook/react-vite';
import {
  LinkProvider,
  type LinkComponentProps,
} from '../packages/ui/src/primitives/app-link/app-link';
import { FixedClockProvider } from '../packages/ui/src/sections/locations/open-status/use-open-status';
import { StatusDocsContainer } from '../packages/ui/src/stories/status-badge';
import '../packages/ui/src/styles/theme.css';
import type { A11yParameter } from './mode-checks';
import { modeToolbar, reflowViewport, stillMotion, withMode } from './mode-decorator';
import { reflowWidth } from '../packages/ui/src/stories/modes';
import type { ScreenshotParameter } from './visual-regression';

/** Story links stay on the page, so play functions (and reviewers) never navigate away. */
function StoryLink({ onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/**
 * Every story's clock for the open-now status: Monday 23 November 2026, 10.00 in Jakarta (the
 * clinic is open). A story that shows another moment passes its own `now`.
 */
const storyNow = new Date('2026-11-23T10:00:00+07:00');

/** A component's folder from its title's last part: `Home/FaqAccordion` is `faq-accordion`. */
const folderOf = (title: string) =>
  (title.split('/').at(-1) ?? '').replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase();

/** True in the Vitest browser run of the stories, false in Storybook itself. */
const underVitest = () => '__vitest_browser__' in globalThis;

const withStoryEnvironment: Decorator = (Story) => (
  <LinkProvider component={StoryLink}>
    <FixedClockProvider now={storyNow}>
      {/* The story run sees the final state at once; Storybook plays the site's motion, or
          stills it in the reduced motion mode (mode-decorator.tsx). */}
      {underVitest() ? <style data-still-motion="">{stillMotion}</style> : null}
      <Story />
    </FixedClockProvider>
  </LinkProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: underVitest() ? [withStoryEnvironment] : [withMode, withStoryEnvironment],
  globalTypes: modeToolbar,
  initialGlobals: { mode: 'default' },
  // After the play function: compare the story with its baseline (parameters.screenshot: false
  // opts out, { allowedMismatchedPixels } forgives a measured number of pixels).
  // Then, for a component (not a page template), the same story in each mode of modes.ts.
  afterEach: async ({ canvasElement, id, title, parameters }) => {
    if (!underVitest()) return;
    const screenshot = parameters.screenshot as ScreenshotParameter | undefined;
    if (screenshot !== false) {
      const { matchStoryScreenshot } = await import('./visual-regression');
      await matchStoryScreenshot(canvasElement, id, screenshot);
    }
    if (title.startsWith('Templates/')) return;
    const { checkModes } = await import('./mode-checks');
    await checkModes({
      canvasElement,
      id,
      component: folderOf(title),
      screenshot,
      a11y: parameters.a11y as A11yParameter | undefined,
    });
  },
  parameters: {
    // Every page of a component or template shows its status above its content.
    docs: { container: StatusDocsContainer },
    options: {
      // The sidebar follows the library's layers (docs/architecture.md): the foundations, the
      // primitives, the states and notices, then the sections one group per site area in the
      // navigation's order (what a designer reviews page by page), the frame every page shares,
      // and the page templates. Within a group, components follow a page from top to bottom;
      // stories keep their order in the file.
      storySort: {
        order: [
          'Introduction',
          'Status',
          ['Status komponen', 'Kriteria status'],
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Breakpoints', 'Icons'],
          'Primitives',
          ['Button', 'Field', 'FormCard', 'Section', 'Breadcrumbs'],
          'Feedback',
          ['ListState', 'Skeleton', 'PageSkeleton', 'EmptyState', 'ErrorState', 'StatusPage'],
          'Sections',
          [
            'Home',
            ['StatsStrip', 'WhyChooseUs'],
            'Services',
            ['ServiceGrid', 'ServiceCard', 'ServiceListCard', 'ServiceInfoCards'],
            'FAQ',
            'About',
            'Locations',
            ['LocationList', 'LocationCard', 'OpenStatus'],
            'Contact',
            ['ContactCards', 'ChatLink'],
            'Booking',
            'Articles',
            [
              'ArticleToolbar',
              'FeaturedArticles',
              'ArticleList',
              'ArticleCard',
              'ArticleReview',
              'TableOfContents',
              'ArticleReferences',
            ],
            'Gallery',
            ['FeaturedGallery', 'GalleryFilters', 'GalleryGrid', 'GalleryCard', 'GalleryLightbox'],
            'Careers',
            ['JobFilters', 'JobList', 'JobCard'],
            'Search',
            ['SiteSearch', 'SearchResults', 'MarkedText'],
            'Legal',
            'Desk',
            [
              'VisitStatusBadge',
              'DaySchedule',
              'BookingRow',
              'BookingDetail',
              'DeskBookingForm',
              'WeekOverview',
              'DateSwitcher',
              'DeskSearch',
              'MessageList',
              'ClosureList',
              'ClosureForm',
              'AccountList',
              'AccountForm',
              'LogTable',
              'SignInForm',
              'SetupForm',
            ],
          ],
          'Layout',
          ['SkipLink', 'SiteHeader', 'Hero', 'PageHero', 'SiteFooter', 'DeskShell'],
          'Templates',
        ],
      },
    },
    a11y: { test: 'error' },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (390px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        [reflowViewport]: {
          name: `Reflow (${reflowWidth}px)`,
          styles: { width: `${reflowWidth}px`, height: '640px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768px)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        // The front desk's tablet or reception PC (issue 36).
        tabletLandscape: {
          name: 'Tablet landscape (1024px)',
          styles: { width: '1024px', height: '768px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280px)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
