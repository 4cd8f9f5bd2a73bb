import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { social } from '@klinik/clinic';
import { SocialLinks } from './social-links';

const meta = {
  title: 'Layout/SocialLinks',
  component: SocialLinks,
  tags: ['beta'],
  args: {
    social,
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const [name, url] of [
      ['Instagram', social.instagram],
      ['Facebook', social.facebook],
      ['YouTube', social.youtube],
      ['LinkedIn', social.linkedin],
    ] as const) {
      const link = canvas.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  },
};

export const OnDarkSurface: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div className="surface-inverse rounded-xl p-6">
        <Story />
      </div>
    ),
  ],
};

export const OnlySome: Story = {
  args: { social: { instagram: social.instagram, youtube: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
