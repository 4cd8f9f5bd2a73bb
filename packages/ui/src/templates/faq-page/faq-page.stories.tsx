import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { at, sampleFaqs } from '../../stories/fixtures';
import {
  desktop,
  hasSlots,
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
  retriesAfter,
  showsTexts,
} from '../../stories/helpers';
import { FaqPage } from './faq-page';

const retry = fn();
const costs = { id: 7, name: 'Biaya', slug: 'biaya' };
/** Two categories and questions without one ('Umum'). */
const faqs = sampleFaqs.map((item, index) => ({ ...item, category: index % 2 ? costs : null }));

const meta = {
  title: 'Templates/FAQ',
  component: FaqPage,
  tags: ['beta'],
  args: {
    faqs: ready(faqs),
    breadcrumbs: [{ label: 'Beranda', href: '/' }, { label: 'FAQ' }],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    // One section per category, in the order the questions come.
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Umum', 'Biaya']);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop, play: ReadyMobile.play };

const linked = at(faqs, 3);

/**
 * At /faq#faq-4 (the site search's link), once hydrated: the route passes the question's id and
 * it opens in its own category's list, the question's heading being the link's target.
 */
export const OpenedByAddressMobile: Story = {
  ...mobile,
  args: { openId: String(linked.id) },
  play: async ({ canvas }) => {
    const costs = canvas.getByRole('region', { name: 'Biaya' });
    await expect(within(costs).getByRole('button', { name: linked.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(linked.answer)).toBeVisible();
    await expect(within(costs).getByRole('heading', { name: linked.question })).toHaveAttribute(
      'id',
      `faq-${linked.id}`,
    );
    // The other questions stay closed, in both lists.
    const open = canvas
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-expanded') === 'true');
    await expect(open).toHaveLength(1);
  },
};

export const OpenedByAddressDesktop: Story = {
  ...desktop,
  args: OpenedByAddressMobile.args,
  play: OpenedByAddressMobile.play,
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { faqs: loading },
  play: hasSlots('faq-accordion-skeleton', 6),
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { faqs: loadError(retry) },
  play: retriesAfter(retry, ['Gagal memuat pertanyaan']),
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: { faqs: empty },
  play: showsTexts('Belum ada pertanyaan'),
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
