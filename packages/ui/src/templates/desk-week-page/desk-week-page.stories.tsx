import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskDate, deskFrame, deskWeek } from '../../stories/desk-fixtures';
import { desktop, expectNoSidewaysScroll, mobile, ready } from '../../stories/helpers';
import { DeskWeekPage } from './desk-week-page';

const meta = {
  title: 'Templates/Meja Depan/Minggu',
  component: DeskWeekPage,
  tags: ['beta'],
  parameters: { layout: 'fullscreen' },
  args: {
    frame: deskFrame,
    switcher: {
      label: '21–27 Desember 2026',
      previous: {
        href: staffPagePaths.week({ branch: 'kiaracondong', date: '2026-12-14' }),
        label: 'Minggu lalu',
      },
      next: {
        href: staffPagePaths.week({ branch: 'kiaracondong', date: '2026-12-28' }),
        label: 'Minggu depan',
      },
      action: staffPagePaths.week(),
      branch: 'kiaracondong',
      date: deskDate,
    },
    week: {
      state: ready(deskWeek),
      today: deskDate,
      dayHref: (date: string) => staffPagePaths.day({ branch: 'kiaracondong', date }),
    },
  },
} satisfies Meta<typeof DeskWeekPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the admin's week, one day under the other. */
export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jadwal mingguan' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = { ...desktop };
