import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { clinic } from '@klinik/clinic';
import { Clock, HeartPulse, Inbox, TriangleAlert } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconBadge } from './icon-badge';

const meta = {
  title: 'Primitives/IconBadge',
  component: IconBadge,
  tags: ['beta'],
  args: { icon: Clock },
  parameters: { label: 'Durasi 45–60 menit' },
  // As it is used: beside the words that say what it means (parameters.label).
  render: (args, { parameters }) => (
    <p className="flex items-center gap-3 font-semibold">
      <IconBadge {...args} />
      {String(parameters.label)}
    </p>
  ),
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badges = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('[data-slot="icon-badge"]'),
];

/** The badge is decoration, hidden from screen readers, and as wide as it is high. */
async function expectDecorativeSquare(badge: HTMLElement | undefined, px: number) {
  if (!badge) throw new Error('no icon badge');
  await expect(badge).toHaveAttribute('aria-hidden', 'true');
  const box = badge.getBoundingClientRect();
  await expect([box.width, box.height]).toEqual([px, px]);
}

/** A circle: its corner radius is at least half its side. */
async function expectCircle(badge: HTMLElement | undefined) {
  if (!badge) throw new Error('no icon badge');
  const radius = Number.parseFloat(getComputedStyle(badge).borderTopLeftRadius);
  await expect(radius).toBeGreaterThanOrEqual(badge.getBoundingClientRect().width / 2);
}

/** The surface a tone is meant for, around the story. */
const on =
  (surface: string): Decorator =>
  (Story) => (
    <div className={`${surface} p-6`}>
      <Story />
    </div>
  );

/** A round `lg` badge, as the empty and failed states draw it. */
const roundLarge: Story['play'] = async ({ canvasElement }) => {
  const [badge] = badges(canvasElement);
  await expectDecorativeSquare(badge, 48);
  await expectCircle(badge);
};

/** `soft`, `md`: beside a fact or a list item (QuickServices, ServiceInfoCards at `sm`). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Durasi 45–60 menit')).toBeVisible();
    await expectDecorativeSquare(badges(canvasElement)[0], 40);
  },
};

/** The five sizes, 36 to 64 px; `xl` and `2xl` are circles. */
export const Sizes: Story = {
  render: (args) => (
    <ul className="flex flex-wrap items-end gap-6">
      {(['sm', 'md', 'lg', 'xl', '2xl'] as const).map((size) => (
        <li key={size} className="grid justify-items-center gap-2 text-sm">
          <IconBadge {...args} size={size} />
          {size}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const found = badges(canvasElement);
    for (const [index, px] of [36, 40, 48, 56, 64].entries()) {
      await expectDecorativeSquare(found[index], px);
    }
    await expectCircle(found[3]);
    await expectCircle(found[4]);
  },
};

/** White, on a tinted section or box (ValuesGrid; EmptyState, where it is `round`). */
export const Plain: Story = {
  args: { tone: 'plain', size: 'lg', round: true, icon: Inbox },
  parameters: { label: 'Belum ada layanan tersedia' },
  decorators: [on('bg-muted')],
  play: roundLarge,
};

/** On the dark footer, beside the clinic's name. */
export const Inverse: Story = {
  args: { tone: 'inverse', icon: HeartPulse },
  parameters: { label: clinic.name },
  decorators: [on('surface-inverse')],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(clinic.name)).toBeVisible();
    await expectDecorativeSquare(badges(canvasElement)[0], 40);
  },
};

/** A failure: StatusPage's 'Terjadi Kesalahan' (`danger`, `2xl`). */
export const Danger: Story = {
  args: { tone: 'danger', size: '2xl', icon: TriangleAlert },
  parameters: { label: 'Terjadi Kesalahan' },
  play: async ({ canvasElement }) => {
    await expectDecorativeSquare(badges(canvasElement)[0], 64);
  },
};

/** White with the danger colour, on the danger-tinted box of ErrorState (`round`). */
export const DangerPlain: Story = {
  args: { tone: 'danger-plain', size: 'lg', round: true, icon: TriangleAlert },
  parameters: { label: 'Gagal memuat layanan' },
  decorators: [on('bg-danger-soft')],
  play: roundLarge,
};
