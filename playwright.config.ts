import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.config.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
// One fresh database per run; workers inherit the variable, so they share the server's folder.
const dbDir = (process.env.E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), 'klinik-e2e-')));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more and, if it then passes, is reported as flaky in the list.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // page.route() does not see requests a service worker answers, and whether the worker
    // controls a page yet depends on timing: specs test the app without it, except
    // e2e/offline.spec.ts, which allows it.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @desktop or @mobile cover one layout only; all others run in both.
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The production server exactly as `npm start` runs it, on a fresh seeded database.
    command: 'node apps/api/dist/main.js',
    url: `http://127.0.0.1:${port}/api/v1/settings`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY: specs that count views or messages act as visitors of their own through
    // X-Forwarded-For, so the per-visitor limits of one spec do not reach into another.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dbDir, 'klinik.db'),
      TRUST_PROXY: '1',
    },
  },
});
