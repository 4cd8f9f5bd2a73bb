export type ArticleCategorySlug =
  | 'cedera-olahraga'
  | 'nyeri-otot-sendi'
  | 'tumbuh-kembang-anak'
  | 'kesehatan-lansia'
  | 'gaya-hidup-aktif';

export interface ArticleCategorySeed {
  slug: ArticleCategorySlug;
  name: string;
  description: string;
}

/** Article categories, in display order; their slugs differ from the service categories'. */
export const articleCategories: readonly ArticleCategorySeed[] = [
  {
    slug: 'cedera-olahraga',
    name: 'Cedera Olahraga',
    description: 'Penanganan, pemulihan, dan pencegahan cedera saat berolahraga.',
  },
  {
    slug: 'nyeri-otot-sendi',
    name: 'Nyeri Otot & Sendi',
    description: 'Nyeri punggung, leher, bahu, dan sendi dalam kehidupan sehari-hari.',
  },
  {
    slug: 'tumbuh-kembang-anak',
    name: 'Tumbuh Kembang Anak',
    description: 'Perkembangan gerak bayi dan anak serta tanda yang perlu diperiksakan.',
  },
  {
    slug: 'kesehatan-lansia',
    name: 'Kesehatan Lansia',
    description: 'Tetap aktif, mandiri, dan aman bergerak di usia lanjut.',
  },
  {
    slug: 'gaya-hidup-aktif',
    name: 'Gaya Hidup Aktif',
    description: 'Olahraga, nutrisi, dan kebiasaan sehat untuk tubuh yang bugar.',
  },
];
