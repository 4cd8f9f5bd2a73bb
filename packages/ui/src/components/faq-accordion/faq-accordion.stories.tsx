import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { at, longFaq, sampleFaqs } from '../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../stories/helpers';
import { FaqAccordion } from './faq-accordion';

const meta = {
  title: 'Home/FaqAccordion',
  component: FaqAccordion,
  tags: ['stable'],
  args: { state: ready(sampleFaqs) },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();
const first = at(sampleFaqs, 0);
const second = at(sampleFaqs, 1);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The question's button (Radix's trigger) and the answer it controls, found by their text. */
function question(canvas: Canvas, text: string, answer: string) {
  const trigger = canvas.getByRole('button', { name: text });
  const content = canvas
    .getByText(answer)
    .closest<HTMLElement>('[data-slot="faq-accordion-content"]');
  if (!content) throw new Error(`No answer for "${text}"`);
  return { trigger, content };
}

/**
 * Given the five questions: every answer is in the page, closed ones hidden until found; a click
 * opens one, another click on a second closes the first, and a click on the open one closes it.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const one = question(canvas, first.question, first.answer);
    const two = question(canvas, second.question, second.answer);
    await expect(
      canvasElement.querySelectorAll('[data-slot="faq-accordion-content"]'),
    ).toHaveLength(sampleFaqs.length);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(sampleFaqs.length);
    await expect(one.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(one.content).toHaveAttribute('hidden', 'until-found');
    await expect(canvas.getByText(first.answer)).not.toBeVisible();
    await expect(one.trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    await userEvent.click(one.trigger);
    await expect(one.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(first.answer)).toBeVisible();
    await expect(canvas.getByRole('region', { name: first.question })).toBe(one.content);

    // Opening another closes the first: one open at a time.
    await userEvent.click(two.trigger);
    await expect(two.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(one.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(second.answer)).toBeVisible();
    await expect(canvas.getByText(first.answer)).not.toBeVisible();
    await expect(one.content).toHaveAttribute('hidden', 'until-found');

    // Clicking the open one closes it.
    await userEvent.click(two.trigger);
    await expect(two.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(second.answer)).not.toBeVisible();
  },
};

/** Radix's keys: arrows, Home and End move between questions; Enter and Space open and close. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const one = question(canvas, first.question, first.answer);
    const two = question(canvas, second.question, second.answer);
    const lastItem = at(sampleFaqs, sampleFaqs.length - 1);
    const last = question(canvas, lastItem.question, lastItem.answer);

    // Tab goes from question to question, in order.
    one.trigger.focus();
    await userEvent.tab();
    await expect(two.trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(one.trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(one.trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(one.trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await expect(two.trigger).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last.trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(one.trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(last.trigger).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(one.trigger).toHaveFocus();
    // Moving opens nothing.
    await expect(two.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(one.trigger).toHaveAttribute('aria-expanded', 'false');

    // One open at a time: opening the second from the keyboard closes the first.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(two.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(one.trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(two.trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
  },
};

/**
 * Find-in-page reaching a closed answer: the browser reveals it and fires `beforematch` on it
 * (dispatched here, as a page cannot search itself); the item opens with it.
 */
export const FindInPage: Story = {
  play: async ({ canvas }) => {
    const three = at(sampleFaqs, 2);
    const found = question(canvas, three.question, three.answer);
    await expect(found.content).toHaveAttribute('hidden', 'until-found');
    found.content.dispatchEvent(new Event('beforematch', { bubbles: true }));
    await waitFor(() => expect(found.trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByText(three.answer)).toBeVisible();
  },
};

/**
 * With `anchorPrefix`, each answer has an id (`faq-2`), and the item whose answer the address's
 * fragment names opens: here the fragment changes while the page is shown.
 */
export const LinkedAnswer: Story = {
  args: { anchorPrefix: 'faq-' },
  beforeEach: () => () => {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
  play: async ({ canvas, canvasElement }) => {
    const two = question(canvas, second.question, second.answer);
    await expect(two.content.querySelector(`#faq-${second.id}`)).toHaveTextContent(second.answer);
    await expect(canvasElement.querySelector(`#faq-${first.id}`)).toHaveTextContent(first.answer);
    window.location.hash = `faq-${second.id}`;
    await waitFor(() => expect(two.trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByText(second.answer)).toBeVisible();
  },
};

/** Rendered at an address that names an answer (a link from the site search): it shows open. */
export const LinkedOnArrival: Story = {
  args: { anchorPrefix: 'faq-' },
  beforeEach: () => {
    window.history.replaceState(null, '', `#faq-${at(sampleFaqs, 3).id}`);
    return () => {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    };
  },
  play: async ({ canvas }) => {
    const four = at(sampleFaqs, 3);
    const linked = question(canvas, four.question, four.answer);
    await expect(linked.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(four.answer)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="faq-accordion"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      canvasElement.querySelectorAll('[data-slot="faq-accordion-skeleton"]'),
    ).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat pertanyaan');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada pertanyaan' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Gagal memuat pertanyaan')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Coba Lagi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { state: ready([longFaq, ...sampleFaqs.slice(0, 2)]), defaultOpenId: String(longFaq.id) },
  play: async ({ canvas }) => {
    const long = question(canvas, longFaq.question, longFaq.answer);
    await expect(long.trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(longFaq.answer)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultOpenId: String(first.id) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
