import { randomBytes } from 'node:crypto';
import { clinic } from '@klinik/clinic';
import { createPasswordHasher, type Argon2Parameters } from '../auth/passwords';
import { createStaffAuth } from '../auth/staff-auth';
import { createStaffKey, type StaffKey } from '../auth/staff-key';
import { createArticleStore } from './articles';
import { createBookingStore } from './booking-rules';
import { createCategoryStore } from './categories';
import { createClosureStore } from './closures';
import { createContactMessageStore } from './contact-messages';
import { createDeskBookings } from './desk-bookings';
import { createGalleryStore } from './galleries';
import { createJobStore } from './jobs';
import { createLocationStore } from './locations';
import { createPageStore } from './pages';
import { createPeopleStore } from './people';
import { createPrivacyStore } from './privacy';
import { createSearchStore } from './search';
import { createServiceStore } from './services';
import { createSettingsStore } from './settings';
import { createStaffAccounts } from './staff-accounts';
import { createStaffLog } from './staff-log';
import type { Db } from '../storage/sqlite';

export interface StoreOptions {
  /** The site's public origin (SITE_URL), for the private link in a booking's mail. */
  siteUrl?: string;
  /** Told after a booking's mails were stored (the outbox's wake). */
  onBookingMail?: () => void;
  /**
   * The staff key (src/auth/staff-key.ts): seals TOTP secrets and private links. Without it, a
   * key made for this process only, which is all a connection that never reopens a sealed value
   * needs (a render worker's); the server and the commands pass the installation's.
   */
  key?: StaffKey;
  /** Argon2id's cost; the production parameters unless a test lowers them. */
  argon2?: Argon2Parameters;
}

/** Every store of one app, created once: each prepares its statements when created. */
export function createStores(db: Db, options: StoreOptions = {}) {
  const locations = createLocationStore(db);
  const settings = createSettingsStore(db);
  const closures = createClosureStore(db);
  const key = options.key ?? createStaffKey(randomBytes(32));
  const siteUrl = options.siteUrl ?? clinic.defaultSiteUrl;
  const bookingOptions = {
    locations,
    settings,
    closures,
    siteUrl,
    key,
    ...(options.onBookingMail ? { onMail: options.onBookingMail } : {}),
  };
  const staffAccounts = createStaffAccounts(db);
  const staffLog = createStaffLog(db);
  const privacy = createPrivacyStore(db);
  return {
    articles: createArticleStore(db),
    bookings: createBookingStore(db, { ...bookingOptions, privacy, log: staffLog }),
    privacy,
    desk: createDeskBookings(db, { ...bookingOptions, log: staffLog }),
    categories: createCategoryStore(db),
    closures,
    contactMessages: createContactMessageStore(db),
    staffAccounts,
    staffLog,
    staffAuth: createStaffAuth({
      accounts: staffAccounts,
      log: staffLog,
      key,
      hasher: createPasswordHasher(options.argon2),
      siteUrl,
    }),
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
