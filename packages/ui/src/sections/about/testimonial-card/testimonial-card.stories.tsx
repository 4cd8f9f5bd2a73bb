import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TestimonialCard } from './testimonial-card';

const meta = {
  title: 'Sections/About/TestimonialCard',
  component: TestimonialCard,
  tags: ['stable'],
  args: {
    testimonial: {
      id: 1,
      name: 'Dimas Saputra',
      role: 'Pemain futsal',
      content:
        'Setelah cedera lutut, saya bisa kembali bermain dalam tiga bulan. Terapisnya sabar dan jelas menjelaskan setiap latihan.',
      rating: 5,
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rating 5 dari 5' })).toBeVisible();
    await expect(canvas.getByText('Dimas Saputra')).toBeVisible();
    await expect(canvas.getByText('Pemain futsal')).toBeVisible();
  },
};

export const FourStars: Story = {
  args: {
    testimonial: {
      id: 2,
      name: 'Ibu Sri Wahyuni',
      role: 'Pasien homecare',
      content: 'Terapis datang tepat waktu dan ramah.',
      rating: 4,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rating 4 dari 5' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    testimonial: {
      id: 3,
      name: 'Raden Ayu Siti Nurhaliza Kusumawardhani',
      role: 'Karyawan swasta, pasien nyeri punggung bawah kronis',
      content:
        'Bertahun-tahun saya mengalami nyeri punggung bawah karena duduk terlalu lama di kantor. Di sini saya tidak hanya diterapi, tetapi juga diajari cara duduk, posisi layar dan latihan singkat yang bisa saya lakukan di sela pekerjaan. Sekarang nyeri jarang kambuh dan saya jauh lebih produktif.',
      rating: 5,
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
