export type ServiceCategorySlug = 'olahraga-cedera' | 'perawatan-di-rumah' | 'fisioterapi-khusus';

export interface CategorySeed {
  slug: ServiceCategorySlug;
  name: string;
  description: string;
}

/** Service categories, in display order. */
export const serviceCategories: readonly CategorySeed[] = [
  {
    slug: 'olahraga-cedera',
    name: 'Olahraga & Cedera',
    description: 'Pemulihan cedera, peningkatan performa, dan pencegahan cedera olahraga.',
  },
  {
    slug: 'perawatan-di-rumah',
    name: 'Perawatan di Rumah',
    description: 'Fisioterapi yang datang ke rumah bagi pasien yang sulit bepergian.',
  },
  {
    slug: 'fisioterapi-khusus',
    name: 'Fisioterapi Khusus',
    description: 'Fisioterapi yang disesuaikan untuk anak dan lansia.',
  },
];
