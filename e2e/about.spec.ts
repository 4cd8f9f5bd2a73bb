import { about, type ApiSuccess, type TeamMember, type Testimonial } from '@klinik/clinic';
import { expect, layoutFree, navigateInApp, test } from './fixtures';

test.describe('about page', () => {
  test('shows the vision, missions, values, the team of 3 and the testimonials, in the HTML too', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const team = ((await (await request.get('/api/v1/team')).json()) as ApiSuccess<TeamMember[]>)
      .data;
    const testimonials = (
      (await (await request.get('/api/v1/testimonials')).json()) as ApiSuccess<Testimonial[]>
    ).data;
    expect(team).toHaveLength(3);

    // Prerendered: the content is in the document before any script runs.
    const html = await (await request.get('/tentang-kami')).text();
    expect(html).toContain(about.vision);
    for (const member of team) expect(html).toContain(member.name);

    await page.goto('/tentang-kami');
    await expect(page).toHaveTitle(/^Tentang Kami \| /);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(about.vision)).toBeVisible();
    for (const mission of about.missions) await expect(page.getByText(mission)).toBeVisible();
    for (const value of about.values) {
      await expect(page.getByRole('heading', { name: value.title, exact: true })).toBeVisible();
    }
    for (const member of team) {
      await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
    }
    const quotes = page.locator('[data-slot="testimonial-list"] figure');
    await expect(quotes).toHaveCount(testimonials.length);
    const first = testimonials[0];
    if (!first) throw new Error('the seed has no testimonials');
    await expect(
      quotes.first().getByRole('img', { name: `Rating ${first.rating} dari 5` }),
    ).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test(
    'a failed team answer shows an Indonesian error with a working retry',
    layoutFree,
    async ({ page, request, consoleProblems }) => {
      const body = await (await request.get('/api/v1/team')).text();
      let fail = true;
      await page.route('**/api/v1/team', (route) =>
        fail
          ? route.fulfill({ status: 500, json: { success: false, message: 'Server error' } })
          : route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      await page.goto('/login');
      await navigateInApp(page, '/tentang-kami');
      const list = page.locator('[data-slot="team-list"]');
      await expect(list.getByRole('alert')).toContainText('Gagal memuat data tim', {
        timeout: 15_000,
      });
      fail = false;
      await list.getByRole('button', { name: 'Coba Lagi' }).click();
      await expect(list.locator('[data-slot="team-card"]')).toHaveCount(3);
      // The browser reports each failed request itself; nothing else may be logged.
      expect(consoleProblems.filter((text) => !text.includes('500'))).toEqual([]);
    },
  );
});
