import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskMessages } from '../../../stories/desk-fixtures';
import { FormAction, never, type Values } from '../../../stories/form-action';
import {
  empty,
  expectNoSidewaysScroll,
  loadError,
  loading,
  mobile,
  ready,
} from '../../../stories/helpers';
import { deskFields, deskIntent } from '../desk-intents';
import { MessageList } from './message-list';

const handle = fn(never);
const retry = fn();

const meta = {
  title: 'Sections/Desk/MessageList',
  component: MessageList,
  tags: ['beta'],
  // Oldest first, as an answer might come: the list still shows the newest first.
  args: { state: ready([...deskMessages].reverse()), action: staffPagePaths.messages },
  render: (args) => (
    <FormAction act={handle}>
      {(form, sending: Values | undefined) => (
        <MessageList
          {...args}
          as={form.as}
          answer={form.answer}
          pending={sending ? Number(sending[deskFields.id]) : undefined}
        />
      )}
    </FormAction>
  ),
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Newest first, each with its branch or 'Umum', its delivery (a failed e-mail in words) and who
 * handled it. From the keyboard: past the first message's e-mail and number, Enter on 'Tandai
 * sudah ditangani' posts it with the message's id.
 */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Yanti Susilawati · Layanan Homecare',
      'Andi Pratama · Booking Janji Temu',
      'PT Sehat Bersama · Kerjasama',
    ]);
    await expect(
      within(items[1] as HTMLElement).getByText('Email ke klinik gagal terkirim: baca di sini'),
    ).toBeVisible();
    await expect(
      within(items[2] as HTMLElement).getByText(/Sudah ditangani oleh Rina Kartika/),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const mark = canvas.getByRole('button', {
      name: 'Tandai sudah ditangani: pesan Yanti Susilawati',
    });
    await expect(mark).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(handle).toHaveBeenCalledWith({
      [deskFields.id]: '58',
      [deskIntent.name]: deskIntent.handled,
    });
    await expect(await canvas.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada pesan' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat pesan…');
  },
};

export const LoadError: Story = {
  args: { state: loadError(retry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
