import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { FormAction } from '../../../stories/form-action';
import { expectNoSidewaysScroll, mobile, tabsThrough } from '../../../stories/helpers';
import { DateSwitcher } from './date-switcher';

const navigate = fn();
const day = (date: string) => staffPagePaths.day({ branch: 'kiaracondong', date });

const meta = {
  title: 'Sections/Desk/DateSwitcher',
  component: DateSwitcher,
  tags: ['beta'],
  args: {
    label: 'Selasa, 22 Desember 2026',
    previous: { href: day('2026-12-21'), label: 'Sebelumnya' },
    next: { href: day('2026-12-23'), label: 'Berikutnya' },
    today: day('2026-12-21'),
    action: staffPagePaths.day(),
    branch: 'kiaracondong',
    date: '2026-12-22',
  },
  render: (args) => (
    <FormAction navigate={navigate}>{(form) => <DateSwitcher {...args} as={form.as} />}</FormAction>
  ),
} satisfies Meta<typeof DateSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From the keyboard: Tab through the day before, today, the day after and the date field; Enter
 * in the field opens that date of the same branch (a GET to the page, `?cabang=&tanggal=`).
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Tanggal lain');
    await tabsThrough(userEvent, [
      canvas.getByRole('link', { name: 'Sebelumnya' }),
      canvas.getByRole('link', { name: 'Hari ini' }),
      canvas.getByRole('link', { name: 'Berikutnya' }),
      field,
    ]);
    await expect(canvas.getByRole('link', { name: 'Hari ini' })).toHaveAttribute(
      'href',
      '/staf?cabang=kiaracondong&tanggal=2026-12-21',
    );
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/staf?cabang=kiaracondong&tanggal=2026-12-22');
  },
};

export const Mobile: Story = {
  ...mobile,
  args: { today: undefined, label: 'Senin, 21 Desember 2026' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'Hari ini' })).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};
