import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { categoryColorClass } from './category-color';
import { CategoryChip } from './category-chip';

const meta = {
  title: 'Primitives/CategoryChip',
  component: CategoryChip,
  tags: ['beta'],
  args: { name: 'Olahraga' },
} satisfies Meta<typeof CategoryChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Olahraga');
    for (const token of categoryColorClass('Olahraga').split(' ')) {
      await expect(chip).toHaveClass(token);
    }
  },
};

export const AsLink: Story = {
  args: { name: 'Cedera Lutut', href: '/artikel?kategori=cedera-lutut' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Cedera Lutut' });
    await expect(link).toHaveAttribute('href', '/artikel?kategori=cedera-lutut');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Name lengths 6 to 11: one name per colour (length modulo 6): every colour pair passes the contrast check. */
const allColourNames = ['Cedera', 'Latihan', 'Olahraga', 'Kesehatan', 'Gizi Atlet', 'Fisioterapi'];

export const AllColours: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {allColourNames.map((name) => (
        <CategoryChip key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const classes = allColourNames.map((name) => canvas.getByText(name).className);
    await expect(new Set(classes).size).toBe(6);
  },
};

export const LongText: Story = {
  args: { name: 'Rehabilitasi Pasca Operasi Ortopedi' },
};

export const Mobile: Story = {
  args: { href: '/artikel?kategori=olahraga' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
