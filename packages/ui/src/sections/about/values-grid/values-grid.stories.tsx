import type { Meta, StoryObj } from '@storybook/react-vite';
import { HandHeart, Lightbulb, ShieldCheck, Users } from 'lucide-react';
import { careers } from '@klinik/clinic';
import { expect } from 'storybook/test';
import { valueItemsFrom } from '../value-icon';
import { ValuesGrid } from './values-grid';

const meta = {
  title: 'Sections/About/ValuesGrid',
  component: ValuesGrid,
  tags: ['beta'],
  args: {
    items: [
      {
        icon: HandHeart,
        title: 'Empati',
        description: 'Mendengarkan setiap keluhan dengan sungguh-sungguh.',
      },
      {
        icon: ShieldCheck,
        title: 'Profesional',
        description: 'Bekerja sesuai standar dan etika fisioterapi.',
      },
      { icon: Lightbulb, title: 'Inovatif', description: 'Terus belajar metode terapi terbaru.' },
      {
        icon: Users,
        title: 'Kolaboratif',
        description: 'Bekerja sama dengan dokter dan keluarga pasien.',
      },
    ],
  },
} satisfies Meta<typeof ValuesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Empati', 'Profesional', 'Inovatif', 'Kolaboratif']);
  },
};

/** Items straight from the clinic constants, icons from valueIconFor. */
export const CareersBenefits: Story = {
  args: { items: valueItemsFrom(careers.benefits) },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(careers.benefits.map((benefit) => benefit.title));
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        icon: HandHeart,
        title: 'Empati dan Kepedulian kepada Setiap Pasien dan Keluarganya',
        description:
          'Kami mendengarkan keluhan, kekhawatiran, dan harapan pasien dengan sungguh-sungguh sebelum menyusun program terapi bersama.',
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
