import { expect, layoutFree, test } from './fixtures';

const pages = [
  {
    path: '/syarat-ketentuan',
    title: 'Syarat & Ketentuan',
    facts: [
      'minimal 18 tahun',
      'minimal 3 tahun',
      '24 jam',
      '50%',
      '15 menit',
      '3-7 hari kerja',
      'QRIS',
    ],
  },
  {
    path: '/kebijakan-privasi',
    title: 'Kebijakan Privasi',
    facts: ['25 tahun', '7 tahun', '10 tahun'],
  },
];

for (const legal of pages) {
  test(
    `${legal.path} is prerendered with the stated facts and its date`,
    layoutFree,
    async ({ request, page, consoleProblems }) => {
      const html = await (await request.get(legal.path)).text();
      expect(html).toContain('Terakhir diperbarui');
      expect(html).toContain('20 Januari 2025');
      for (const fact of legal.facts) expect(html).toContain(fact);

      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expect(page).toHaveTitle(new RegExp(legal.title));
      expect(consoleProblems).toEqual([]);
    },
  );
}
