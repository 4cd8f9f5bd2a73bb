import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { at, longFaq, sampleFaqs } from '../../../stories/fixtures';
import { empty, loadError, loading, ready } from '../../../stories/helpers';
import { Button } from '../../../primitives/button/button';
import { FaqAccordion, type FaqAccordionProps } from './faq-accordion';

const meta = {
  title: 'Sections/FAQ/FaqAccordion',
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
const fourth = at(sampleFaqs, 3);

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
 * Given the five questions: every answer is in the page, closed ones hidden; a click opens one,
 * another click on a second closes the first, and a click on the open one closes it.
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
 * Stands in for the route, which passes the question the address names (`/faq#faq-4`) as
 * `openId`; the buttons change the address as a link to another answer would.
 */
function AtAddress(args: FaqAccordionProps) {
  const [openId, setOpenId] = React.useState(args.openId);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {[second, fourth].map((item) => (
          <Button key={item.id} variant="outline" onClick={() => setOpenId(String(item.id))}>
            Ke #faq-{item.id}
          </Button>
        ))}
      </div>
      <FaqAccordion {...args} openId={openId} />
    </div>
  );
}

/**
 * Given `openId`, the question the address names is open and its answer shown; each question's
 * heading carries its anchor (`faq-4`). Closed by hand it stays closed, and when the address
 * names another question that one opens, in place of the first.
 */
export const OpenedByAddress: Story = {
  args: { anchorPrefix: 'faq-', openId: String(fourth.id) },
  render: (args) => <AtAddress {...args} />,
  play: async ({ canvas, userEvent }) => {
    // A new address starts a new list (Radix's Root, keyed on it): query the questions afresh.
    const expanded = (item: typeof second) =>
      canvas.getByRole('button', { name: item.question }).getAttribute('aria-expanded');
    await expect(expanded(fourth)).toBe('true');
    await expect(canvas.getByText(fourth.answer)).toBeVisible();
    await expect(canvas.getByText(second.answer)).not.toBeVisible();
    await expect(canvas.getByRole('heading', { name: fourth.question })).toHaveAttribute(
      'id',
      `faq-${fourth.id}`,
    );

    await userEvent.click(canvas.getByRole('button', { name: fourth.question }));
    await expect(expanded(fourth)).toBe('false');
    await expect(canvas.getByText(fourth.answer)).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: `Ke #faq-${second.id}` }));
    await expect(expanded(second)).toBe('true');
    await expect(canvas.getByText(second.answer)).toBeVisible();
    await expect(expanded(fourth)).toBe('false');

    const toFourth = canvas.getByRole('button', { name: `Ke #faq-${fourth.id}` });
    await userEvent.click(toFourth);
    await expect(expanded(fourth)).toBe('true');
    await expect(canvas.getByText(fourth.answer)).toBeVisible();
    await expect(expanded(second)).toBe('false');
    await expect(canvas.getByText(second.answer)).not.toBeVisible();
    // The focus stays where the visitor followed the link.
    await expect(toFourth).toHaveFocus();
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
