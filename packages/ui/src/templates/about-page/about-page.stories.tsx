import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleTeam, sampleTestimonials } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  expectSideBySide,
  expectStacked,
  hasTexts,
  loadError,
  loading,
  mobile,
  ready,
  retriesAfter,
  showsTexts,
} from '../../stories/helpers';
import { AboutPage } from './about-page';

const retry = fn();
const breadcrumbs = [{ label: 'Beranda', href: '/' }, { label: 'Tentang Kami' }];

const meta = {
  title: 'Templates/Tentang Kami',
  component: AboutPage,
  tags: ['beta'],
  args: { team: ready(sampleTeam), testimonials: ready(sampleTestimonials), breadcrumbs },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const teamCards = (root: HTMLElement) => [...root.querySelectorAll('[data-slot="team-card"]')];

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sejak 2009');
    await expect(canvas.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
    const [first, second] = teamCards(canvasElement);
    if (!first || !second) throw new Error('no team cards');
    await expectStacked(first, second);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = teamCards(canvasElement);
    if (!first || !second) throw new Error('no team cards');
    await expectSideBySide(first, second);
    await expect(canvas.getAllByRole('figure')).toHaveLength(sampleTestimonials.length);
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { team: loading, testimonials: loading },
  play: hasTexts('Memuat data tim…', 'Memuat testimoni…'),
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { team: loadError(retry), testimonials: loadError(retry) },
  play: retriesAfter(retry, ['Gagal memuat data tim', 'Gagal memuat testimoni']),
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: { team: empty, testimonials: empty },
  play: showsTexts('Profil tim segera hadir', 'Belum ada testimoni'),
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
