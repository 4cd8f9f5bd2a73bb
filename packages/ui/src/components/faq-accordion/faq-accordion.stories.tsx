import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { at, longFaq, sampleFaqs } from '../../stories/fixtures';
import { FaqAccordion } from './faq-accordion';

const meta = {
  title: 'Components/FaqAccordion',
  component: FaqAccordion,
  args: { items: sampleFaqs, status: 'success', onRetry: fn() },
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

const first = at(sampleFaqs, 0);
const second = at(sampleFaqs, 1);

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const triggerOne = canvas.getByRole('button', { name: first.question });
    const triggerTwo = canvas.getByRole('button', { name: second.question });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(sampleFaqs.length);
    await expect(triggerOne).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(first.answer)).not.toBeInTheDocument();
    await expect(triggerOne.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    await userEvent.click(triggerOne);
    await expect(triggerOne).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(first.answer)).toBeVisible();

    // Opening another closes the first: one open at a time.
    await userEvent.click(triggerTwo);
    await expect(triggerTwo).toHaveAttribute('aria-expanded', 'true');
    await expect(triggerOne).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(second.answer)).toBeVisible();
    await expect(canvas.queryByText(first.answer)).not.toBeInTheDocument();

    // Clicking the open one closes it.
    await userEvent.click(triggerTwo);
    await expect(triggerTwo).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(second.answer)).not.toBeInTheDocument();

    // Keyboard: Enter toggles the focused question.
    triggerOne.focus();
    await userEvent.keyboard('{Enter}');
    await expect(triggerOne).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: undefined },
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
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada pertanyaan' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error', items: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Gagal memuat pertanyaan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { items: [longFaq, ...sampleFaqs.slice(0, 2)], defaultOpenId: String(longFaq.id) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: longFaq.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(longFaq.answer)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultOpenId: String(first.id) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
