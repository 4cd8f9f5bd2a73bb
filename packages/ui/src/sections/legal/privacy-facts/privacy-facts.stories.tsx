import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pagePaths, privacyContact, processingRecord, retention } from '@klinik/clinic';
import { PrivacyFacts } from './privacy-facts';

const meta = {
  title: 'Sections/Legal/PrivacyFacts',
  component: PrivacyFacts,
  tags: ['beta'],
  decorators: [
    (Story) => (
      <div className="max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every activity of the contract's processing record with what, why, basis, where, how long and
 * who receives it; the recipients; the rights with the 3×24 hours and the ways to ask.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const activities = canvas.getAllByRole('heading', { level: 3 });
    await expect(activities.map((heading) => heading.textContent)).toEqual(
      processingRecord.map((activity) => activity.activity),
    );
    const booking = within(activities[0]?.closest('li') as HTMLElement);
    await expect(booking.getByText('Berapa lama')).toBeVisible();
    await expect(
      booking.getByText(new RegExp(`${retention.bookingMonthsAfterVisit} bulan setelah kunjungan`)),
    ).toBeVisible();
    await expect(canvas.getByText('Penyedia layanan email')).toBeVisible();
    await expect(canvas.getByText(/3×24 jam/)).toBeVisible();
    const form = canvas.getByRole('link', { name: 'Isi formulir permintaan data pribadi' });
    await expect(form).toHaveAttribute('href', pagePaths.privacyRequest);
    await expect(canvas.getByRole('link', { name: privacyContact.email })).toHaveAttribute(
      'href',
      `mailto:${privacyContact.email}`,
    );
    // From the keyboard, the two ways to ask are the only stops.
    await userEvent.tab();
    await expect(form).toHaveFocus();
  },
};

/** On a phone: the activities stacked, one card each. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('heading', { level: 3 });
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.closest('li')?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

/** At the front desk's 1024 px: two activities a row. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tabletLandscape', isRotated: false } },
};
