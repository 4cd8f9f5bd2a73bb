import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { staffPagePaths } from '@klinik/clinic';
import { deskClosures } from '../../../stories/desk-fixtures';
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
import { ClosureList } from './closure-list';

const remove = fn(never);
const retry = fn();

const meta = {
  title: 'Sections/Desk/ClosureList',
  component: ClosureList,
  tags: ['beta'],
  args: { state: ready(deskClosures), action: staffPagePaths.closures },
  render: (args) => (
    <FormAction act={remove}>
      {(form, sending: Values | undefined) => (
        <ClosureList
          {...args}
          as={form.as}
          answer={form.answer}
          pending={sending ? Number(sending[deskFields.id]) : undefined}
        />
      )}
    </FormAction>
  ),
} satisfies Meta<typeof ClosureList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The planned closed days: each date, branch or every branch, reason and who added it. Enter on
 * 'Buka kembali' of the training day posts its removal with its id ('Menyimpan...' meanwhile).
 */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Semua cabang: Kelahiran Yesus Kristus')).toBeVisible();
    await expect(canvas.getAllByText(/lewat pnpm closures/)).toHaveLength(2);
    const reopen = canvas.getByRole('button', {
      name: 'Buka kembali: Kiaracondong, Selasa, 22 Desember 2026',
    });
    await userEvent.tab();
    await expect(reopen).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(remove).toHaveBeenCalledWith({
      [deskFields.id]: '31',
      [deskIntent.name]: deskIntent.removeClosure,
    });
    await expect(await canvas.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { state: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada hari tutup' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat hari tutup…');
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
