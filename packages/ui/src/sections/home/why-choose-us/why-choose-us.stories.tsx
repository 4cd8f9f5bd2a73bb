import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stethoscope } from 'lucide-react';
import { expect } from 'storybook/test';
import { WhyChooseUs } from './why-choose-us';

const meta = {
  title: 'Sections/Home/WhyChooseUs',
  component: WhyChooseUs,
  tags: ['stable'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhyChooseUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Mengapa Memilih Kami?' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Bisa di Rumah' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Mengapa Ribuan Pasien di Bandung Mempercayakan Pemulihannya kepada Kami?',
    items: [
      {
        icon: Stethoscope,
        title: 'Asesmen Menyeluruh oleh Fisioterapis Senior Sebelum Program Terapi Dimulai',
        description:
          'Setiap pasien menjalani pemeriksaan postur, kekuatan otot, lingkup gerak sendi, keseimbangan dan pola jalan, sehingga program terapi benar-benar sesuai dengan kondisi dan target pemulihan masing-masing.',
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
