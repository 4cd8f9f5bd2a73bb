import type Database from 'better-sqlite3';
import { applyArticles } from './articles/index';
import { applyPublicHolidays } from './closures';
import { applyFaqs } from './faqs';
import { applyGallery } from './gallery';
import { applyJobs } from './jobs';
import { applyLocations } from './locations';
import { applyPages } from './pages/index';
import { applyTeam, applyTestimonials } from './people';
import { applyServices } from './services/index';
import { applySearchIndex } from './search';
import { applySettings } from './settings';

/** Rows inserted or changed per part; all zero when the database already matched. */
export interface SeedReport {
  settings: number;
  services: number;
  articles: number;
  pages: number;
  locations: number;
  gallery: number;
  faqs: number;
  team: number;
  testimonials: number;
  jobs: number;
  publicHolidays: number;
  /** Search documents written (the index is rebuilt whole when any differs). */
  search: number;
}

/**
 * Brings the seeded content in line with the seed files and the clinic constants, on every
 * start: rows are found by their natural key (slug, seed_key) and inserted when missing or
 * updated when a seed-owned column differs. What visitors produced is never touched: view
 * counts, likes, contact messages, rows the seed does not know, and settings edited after
 * seeding. Runs in a transaction (a savepoint inside the caller's), so a failure leaves nothing
 * half-applied.
 */
export function seedDatabase(db: Database.Database): SeedReport {
  return db.transaction((): SeedReport => ({
    settings: applySettings(db),
    services: applyServices(db),
    // Before the articles, which name their reviewers.
    team: applyTeam(db),
    articles: applyArticles(db),
    pages: applyPages(db),
    locations: applyLocations(db),
    gallery: applyGallery(db),
    faqs: applyFaqs(db),
    testimonials: applyTestimonials(db),
    jobs: applyJobs(db),
    publicHolidays: applyPublicHolidays(db),
    // Last: it indexes what the steps above wrote.
    search: applySearchIndex(db),
  }))();
}
