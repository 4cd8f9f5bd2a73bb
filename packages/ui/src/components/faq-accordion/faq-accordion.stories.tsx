import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { at, longFaq, sampleFaqs } from '../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../stories/helpers';
import { FaqAccordion } from './faq-accordion';

const meta = {
  title: 'Home/FaqAccordion',
  component: FaqAccordion,
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

/** The question's <summary>, and the <details> that holds it. */
function question(canvasElement: HTMLElement, text: string) {
  const summary = [
    ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="faq-accordion-trigger"]'),
  ].find((element) => element.textContent === text);
  const details = summary?.closest('details');
  if (!summary || !details) throw new Error(`No question "${text}"`);
  return { summary, details };
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const one = question(canvasElement, first.question);
    const two = question(canvasElement, second.question);
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(sampleFaqs.length);
    await expect(one.details.open).toBe(false);
    await expect(canvas.getByText(first.answer)).not.toBeVisible();
    await expect(one.summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    await userEvent.click(one.summary);
    await expect(one.details.open).toBe(true);
    await expect(canvas.getByText(first.answer)).toBeVisible();

    // Opening another closes the first: one open at a time.
    await userEvent.click(two.summary);
    await expect(two.details.open).toBe(true);
    await expect(one.details.open).toBe(false);
    await expect(canvas.getByText(second.answer)).toBeVisible();
    await expect(canvas.getByText(first.answer)).not.toBeVisible();

    // Clicking the open one closes it.
    await userEvent.click(two.summary);
    await expect(two.details.open).toBe(false);
    await expect(canvas.getByText(second.answer)).not.toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const one = question(canvasElement, first.question);
    const two = question(canvasElement, second.question);
    const lastItem = at(sampleFaqs, sampleFaqs.length - 1);
    const last = question(canvasElement, lastItem.question);

    // Enter and Space on a <summary> are the browser's own (e2e/faq.spec.ts checks them on the
    // site); the arrow keys, Home and End are the component's and move between questions
    // without opening them.
    one.summary.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(two.summary).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last.summary).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(one.summary).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(last.summary).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(one.summary).toHaveFocus();
    await expect(two.details.open).toBe(false);
    await expect(one.details.open).toBe(false);
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
    await expect(canvasElement.querySelector('details')).not.toBeInTheDocument();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { state: ready([longFaq, ...sampleFaqs.slice(0, 2)]), defaultOpenId: String(longFaq.id) },
  play: async ({ canvas, canvasElement }) => {
    await expect(question(canvasElement, longFaq.question).details.open).toBe(true);
    await expect(canvas.getByText(longFaq.answer)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultOpenId: String(first.id) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
