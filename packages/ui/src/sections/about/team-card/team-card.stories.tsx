import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TeamCard } from './team-card';

const meta = {
  title: 'Sections/About/TeamCard',
  component: TeamCard,
  tags: ['stable'],
  args: {
    member: {
      id: 1,
      name: 'Rina Kusumawati, S.Ft., Physio',
      role: 'Fisioterapis Olahraga',
      experience: '12 tahun pengalaman',
      job_title: 'Kepala Fisioterapis',
      credentials: 'Sarjana Fisioterapi (S.Ft.), Profesi Fisioterapis (Physio)',
      description: 'Menangani cedera lutut dan bahu atlet amatir hingga profesional.',
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.member.name })).toBeVisible();
    await expect(canvas.getByText('Fisioterapis Olahraga')).toBeVisible();
    await expect(canvas.getByText('12 tahun pengalaman')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    member: {
      id: 2,
      name: 'Prof. Dr. Raden Ayu Siti Nurhaliza Kusumawardhani, S.Ft., M.Fis., Sp.KFR',
      role: 'Kepala Fisioterapis dan Koordinator Program Rehabilitasi Pasca Operasi',
      experience: 'Lebih dari 20 tahun pengalaman klinis',
      job_title: 'Kepala Fisioterapis',
      credentials:
        'Doktor, Sarjana Fisioterapi (S.Ft.), Magister Fisioterapi (M.Fis.), Spesialis Kedokteran Fisik dan Rehabilitasi (Sp.KFR)',
      description:
        'Memimpin tim fisioterapis, menyusun standar asesmen, dan menangani kasus rehabilitasi kompleks pasca operasi ortopedi dan tulang belakang.',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
