import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { topTags } from '@klinik/clinic';
import { sampleArticles } from '../../../stories/fixtures';
import { tabsThrough } from '../../../stories/helpers';
import { TagCloud } from './tag-cloud';

const tags = topTags(sampleArticles);

const meta = {
  title: 'Sections/Articles/TagCloud',
  component: TagCloud,
  tags: ['beta'],
  args: { tags, onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagCloud>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(6);
    await expect(buttons[0]).toHaveTextContent('#cedera(2)');
    await userEvent.click(canvas.getByRole('button', { name: /#postur/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('postur');
  },
};

/** From the keyboard: Tab moves from tag to tag; Enter or Space chooses the focused one. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole('button');
    await tabsThrough(userEvent, buttons.slice(0, 3));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(tags[2]?.tag);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(tags[1]?.tag);
    await expect(buttons[1]).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { selected: 'kerja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /#kerja/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada tag.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tags: [{ tag: 'rehabilitasi pasca operasi rekonstruksi ligamen', count: 12 }, ...tags],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
