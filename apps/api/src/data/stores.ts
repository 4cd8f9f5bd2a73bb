import { clinic } from '@klinik/clinic';
import { createArticleStore } from './articles';
import { createBookingStore } from './booking-rules';
import { createCategoryStore } from './categories';
import { createClosureStore } from './closures';
import { createContactMessageStore } from './contact-messages';
import { createGalleryStore } from './galleries';
import { createJobStore } from './jobs';
import { createLocationStore } from './locations';
import { createPageStore } from './pages';
import { createPeopleStore } from './people';
import { createSearchStore } from './search';
import { createServiceStore } from './services';
import { createSettingsStore } from './settings';
import type { Db } from '../storage/sqlite';

export interface StoreOptions {
  /** The site's public origin (SITE_URL), for the private link in a booking's mail. */
  siteUrl?: string;
  /** Told after a booking's mails were stored (the outbox's wake). */
  onBookingMail?: () => void;
}

/** Every store of one app, created once: each prepares its statements when created. */
export function createStores(db: Db, options: StoreOptions = {}) {
  const locations = createLocationStore(db);
  const settings = createSettingsStore(db);
  const closures = createClosureStore(db);
  return {
    articles: createArticleStore(db),
    bookings: createBookingStore(db, {
      locations,
      settings,
      closures,
      siteUrl: options.siteUrl ?? clinic.defaultSiteUrl,
      ...(options.onBookingMail ? { onMail: options.onBookingMail } : {}),
    }),
    categories: createCategoryStore(db),
    closures,
    contactMessages: createContactMessageStore(db),
    galleries: createGalleryStore(db),
    jobs: createJobStore(db),
    locations,
    pages: createPageStore(db),
    people: createPeopleStore(db),
    search: createSearchStore(db),
    services: createServiceStore(db),
    settings,
  };
}

export type Stores = ReturnType<typeof createStores>;
