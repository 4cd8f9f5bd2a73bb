import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  branches,
  contact,
  formatPriceRange,
  legacyServiceSlugs,
  publicHolidays,
  serviceFacts,
  services,
  type ApiSuccess,
  type ArticleRecord as Article,
  type FaqItem,
  type LocationRecord as Location,
  type Page,
  type Service,
  type ServiceDetail,
} from '@klinik/clinic';
import { defaultBookingContent, defaultSettings } from '@klinik/clinic/default-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleSeeds } from '../seed/articles/index';
import { seedDatabase } from '../seed/index';
import { jobSeeds } from '../seed/jobs';
import { openDatabase, startServer } from '../src/index';
import { defaultMigrationsDir, defaultVisitorMigrationsDir } from '../src/config';
import { applyMigrations } from '../src/storage/migrate';
import { getJson, tempDir, visitorDatabasePath, withConnection } from './helpers';

let temp: ReturnType<typeof tempDir>;
let dbPath: string;

beforeEach(() => {
  temp = tempDir('db');
  dbPath = join(temp.dir, 'klinik.db');
});

afterEach(() => {
  vi.restoreAllMocks();
  temp.cleanup();
});

// The booking page's content is seeded as one more group (read by GET /booking-info).
const settingCount = [...Object.values(defaultSettings), defaultBookingContent].reduce(
  (sum, group) => sum + Object.keys(group).length,
  0,
);

function countRows(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    const count = (table: string) =>
      db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n;
    return {
      settings: count('settings'),
      categories: count('categories'),
      services: count('services'),
      aliases: count('service_slug_aliases'),
      serviceFaqs: count('service_faqs'),
      articles: count('articles'),
      pages: count('pages'),
      locations: count('locations'),
      faqs: count('faqs'),
      team: count('team_members'),
      jobs: count('jobs'),
      publicHolidays: count('public_holidays'),
      migrations: count('schema_migrations'),
    };
  } finally {
    db.close();
  }
}

async function serviceSlugs(url: string): Promise<string[]> {
  const { res, body } = await getJson(`${url}/api/v1/services`);
  expect(res.status).toBe(200);
  return (body as ApiSuccess<Service[]>).data.map((s) => s.slug);
}

describe('openDatabase', () => {
  it('uses WAL mode with foreign keys on', async () => {
    const server = await startServer({ port: 0, databasePath: dbPath });
    try {
      const reader = new Database(dbPath, { readonly: true });
      expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
      reader.close();
    } finally {
      await server.close();
    }
    const db = openDatabase(dbPath);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('seeds once: a second start on the same file adds no rows', async () => {
    const expected = {
      settings: settingCount,
      categories: 3 + 5,
      services: services.length,
      aliases: Object.keys(legacyServiceSlugs).length,
      serviceFaqs: services.length * 3,
      articles: articleSeeds.length,
      pages: 3,
      locations: branches.length,
      faqs: 12,
      team: 3,
      jobs: jobSeeds.length,
      publicHolidays: publicHolidays.length,
      migrations: 6,
    };
    const first = await startServer({ port: 0, databasePath: dbPath });
    await first.close();
    expect(countRows(dbPath)).toEqual(expected);

    const second = await startServer({ port: 0, databasePath: dbPath });
    try {
      expect(countRows(dbPath)).toEqual(expected);
      expect(await serviceSlugs(second.url)).toEqual(services.map((s) => s.slug));
    } finally {
      await second.close();
    }
  });

  it('moves a garbage file aside with a warning and serves the rebuilt seed', async () => {
    const garbage = Buffer.concat([Buffer.from('definitely not sqlite\n'), randomBytes(8192)]);
    writeFileSync(dbPath, garbage);
    // A stale WAL must not be replayed into the rebuilt database (SQLite or moveAside removes it).
    writeFileSync(`${dbPath}-wal`, randomBytes(512));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const server = await startServer({ port: 0, databasePath: dbPath });
    try {
      expect(warn).toHaveBeenCalledOnce();
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain(dbPath);
      expect(message).toMatch(/corrupt/);

      const files = readdirSync(temp.dir);
      const aside = files.find((name) => /^klinik\.db\.corrupt-[\w-]+$/.test(name));
      expect(aside, files.join(', ')).toBeDefined();
      expect(readFileSync(join(temp.dir, aside ?? '')).equals(garbage)).toBe(true);

      expect(await serviceSlugs(server.url)).toEqual(services.map((s) => s.slug));
      const { body } = await getJson(`${server.url}/api/v1/settings`);
      expect(body).toEqual({ success: true, data: defaultSettings });
    } finally {
      await server.close();
    }
  });

  it('rebuilds a database whose pages are damaged behind a valid header', () => {
    openDatabase(dbPath).close();
    // Keep the 100-byte header (so SQLite accepts the file) and overwrite the schema page.
    const fd = openSync(dbPath, 'r+');
    writeSync(fd, randomBytes(3000), 0, 3000, 100);
    closeSync(fd);
    const warnings: string[] = [];

    const db = openDatabase(dbPath, { warn: (message) => warnings.push(message) });
    try {
      expect(warnings).toHaveLength(1);
      expect(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM services').get()?.n).toBe(
        services.length,
      );
    } finally {
      db.close();
    }
  });

  it('leaves a healthy database alone', () => {
    openDatabase(dbPath).close();
    const warn = vi.spyOn(console, 'warn');
    openDatabase(dbPath).close();
    expect(warn).not.toHaveBeenCalled();
    expect(readdirSync(temp.dir).filter((name) => name.includes('corrupt'))).toEqual([]);
  });
});

describe('re-applying the seed and the clinic constants on start', () => {
  it('changes nothing when the database already matches', () => {
    const db = openDatabase(dbPath);
    try {
      expect(Object.values(seedDatabase(db)).every((changed) => changed === 0)).toBe(true);
    } finally {
      db.close();
    }
  });

  it('repairs stale constants and keeps what visitors produced', async () => {
    openDatabase(dbPath).close();
    const homecare = serviceFacts('homecare');
    const setting = (group: string, key: string, value: unknown, seeded: unknown) =>
      [JSON.stringify(value), seeded === null ? null : JSON.stringify(seeded), group, key] as const;

    // The database of an older release: other prices, names and texts, a missing setting;
    // plus, in the visitor data file, a view count and a contact message that must survive.
    withConnection(dbPath, (db) => {
      db.prepare(
        "UPDATE services SET name = 'Homecare Lama', price_min = 1000, price_max = 2000, duration = '30 menit' WHERE slug = 'homecare'",
      ).run();
      db.prepare(
        "UPDATE service_faqs SET answer = 'Biaya homecare Rp 1.000 - 2.000.' WHERE service_id = (SELECT id FROM services WHERE slug = 'homecare') AND sort_order = 3",
      ).run();
      db.prepare("UPDATE faqs SET answer = 'Rp 1 - 2' WHERE seed_key = 'biaya-sesi'").run();
      db.prepare("UPDATE locations SET address = 'Alamat lama' WHERE slug = 'kiaracondong'").run();
      db.prepare("UPDATE pages SET content = '<p>lama</p>' WHERE slug = 'syarat-ketentuan'").run();
      db.prepare(
        "DELETE FROM settings WHERE group_name = 'contact' AND key = 'emergency_phone'",
      ).run();
      const update = db.prepare(
        'UPDATE settings SET value = ?, seeded_value = ? WHERE group_name = ? AND key = ?',
      );
      // Written by an older seed and never edited: follows the constants.
      update.run(...setting('contact', 'whatsapp', '0800-000-000', '0800-000-000'));
      // Edited after seeding: kept.
      update.run(
        ...setting('website', 'tagline', 'Tagline sendiri', defaultSettings.website.tagline),
      );
      // From before seeded_value existed, different from the constant: origin unknown, kept.
      update.run(...setting('contact', 'email', 'lama@geraksehat.id', null));
    });
    withConnection(visitorDatabasePath(dbPath), (db) => {
      db.prepare(
        "INSERT INTO article_views (slug, view_count) VALUES ('tortikolis-pada-bayi', 12345)",
      ).run();
      db.prepare(
        "INSERT INTO contact_messages (name, email, phone, subject, message, created_at, fingerprint) VALUES ('Ani', 'ani@contoh.id', '081234567890', 'lainnya', 'Halo', '2026-01-01T00:00:00.000Z', 'x')",
      ).run();
    });

    const server = await startServer({ port: 0, databasePath: dbPath });
    try {
      const get = async <T>(path: string) =>
        ((await getJson(`${server.url}/api/v1${path}`)).body as ApiSuccess<T>).data;

      const service = await get<ServiceDetail>('/services/homecare');
      expect(service.name).toBe(homecare.name);
      expect(service.price).toBe(formatPriceRange(homecare.price));
      expect(service.duration).toBe(homecare.duration);
      expect(service.faqs[2]?.answer).toContain(formatPriceRange(homecare.price));

      const faqs = await get<FaqItem[]>('/faqs');
      expect(faqs.find((faq) => faq.answer.includes('Rp 1 - 2'))).toBeUndefined();
      expect((await get<Location>('/locations/main')).address).toBe(contact.address);
      expect((await get<Page>('/pages/syarat-ketentuan')).content).toContain('Pembatalan');

      const settings = await get<typeof defaultSettings>('/settings');
      expect(settings.contact.emergency_phone).toBe(contact.emergencyPhone);
      expect(settings.contact.whatsapp).toBe(contact.whatsapp);
      expect(settings.website.tagline).toBe('Tagline sendiri');
      expect(settings.contact.email).toBe('lama@geraksehat.id');

      expect((await get<Article>('/articles/tortikolis-pada-bayi')).view_count).toBe(12345);
    } finally {
      await server.close();
    }
    withConnection(visitorDatabasePath(dbPath), (db) => {
      expect(db.prepare('SELECT count(*) AS n FROM contact_messages').get()).toEqual({ n: 1 });
    });
  });

  it('upgrades a database created before the content migration', () => {
    // Only the first migration, with settings as the first release wrote them (no seeded_value).
    const firstOnly = join(temp.dir, 'migrations-0001');
    mkdirSync(firstOnly);
    copyFileSync(join(defaultMigrationsDir, '0001_init.sql'), join(firstOnly, '0001_init.sql'));
    withConnection(dbPath, (db) => {
      applyMigrations(db, firstOnly);
      const insert = db.prepare('INSERT INTO settings (group_name, key, value) VALUES (?, ?, ?)');
      insert.run('contact', 'phone', JSON.stringify(contact.phone));
      insert.run('contact', 'email', JSON.stringify('lama@geraksehat.id'));
    });

    const db = openDatabase(dbPath);
    try {
      const value = (key: string) =>
        db
          .prepare<[string], { value: string; seeded_value: string | null }>(
            "SELECT value, seeded_value FROM settings WHERE group_name = 'contact' AND key = ?",
          )
          .get(key);
      expect(value('phone')).toEqual({
        value: JSON.stringify(contact.phone),
        seeded_value: JSON.stringify(contact.phone),
      });
      expect(value('email')).toEqual({
        value: JSON.stringify('lama@geraksehat.id'),
        seeded_value: null,
      });
      expect(db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: settingCount });
      expect(db.prepare('SELECT count(*) AS n FROM articles').get()).toEqual({
        n: articleSeeds.length,
      });
    } finally {
      db.close();
    }
  });

  it('upgrades a visitor file of the front desk’s first release: its sessions and log kept, the log still append-only', () => {
    const visitorPath = visitorDatabasePath(dbPath);
    const deskOnly = join(temp.dir, 'visitor-migrations-0003');
    mkdirSync(deskOnly);
    for (const name of readdirSync(defaultVisitorMigrationsDir).filter((file) => file < '0004')) {
      copyFileSync(join(defaultVisitorMigrationsDir, name), join(deskOnly, name));
    }
    withConnection(visitorPath, (db) => {
      db.pragma('foreign_keys = OFF');
      applyMigrations(db, deskOnly);
      db.prepare(
        "INSERT INTO staff_accounts (email, name, role, created_at) VALUES ('meja@geraksehat.id', 'Meja', 'desk', '2026-11-30T01:00:00.000Z')",
      ).run();
      db.prepare(
        "INSERT INTO staff_sessions (token_hash, account_id, created_at, last_seen_at, expires_at, client) VALUES (?, 1, '2026-11-30T01:00:00.000Z', '2026-11-30T01:00:00.000Z', '2026-11-30T13:00:00.000Z', 'klien')",
      ).run('a'.repeat(64));
      db.prepare(
        "INSERT INTO staff_log (at, actor, action, record_type, record) VALUES ('2026-11-30T01:00:00.000Z', 'cli', 'account_add', 'account', 'meja@geraksehat.id')",
      ).run();
    });

    openDatabase(dbPath).close();
    withConnection(visitorPath, (db) => {
      expect(db.prepare('SELECT * FROM staff_sessions').all()).toEqual([
        {
          id: 1,
          token_hash: 'a'.repeat(64),
          account_id: 1,
          created_at: '2026-11-30T01:00:00.000Z',
          last_seen_at: '2026-11-30T01:00:00.000Z',
          expires_at: '2026-11-30T13:00:00.000Z',
          client: 'klien',
          device: null,
        },
      ]);
      expect(db.prepare('SELECT id, action, record FROM staff_log').all()).toEqual([
        { id: 1, action: 'account_add', record: 'meja@geraksehat.id' },
      ]);
      db.prepare(
        "INSERT INTO staff_log (at, actor, action) VALUES ('2026-11-30T02:00:00.000Z', 'meja@geraksehat.id', 'password_change')",
      ).run();
      expect(() => db.prepare('UPDATE staff_log SET detail = NULL').run()).toThrow(/append-only/);
      expect(() => db.prepare('DELETE FROM staff_log').run()).toThrow(/append-only/);
    });
  });
});
