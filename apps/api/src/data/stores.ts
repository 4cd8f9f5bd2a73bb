import { createArticleStore } from './articles';
import { createCategoryStore } from './categories';
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

/** Every store of one app, created once: each prepares its statements when created. */
export function createStores(db: Db) {
  return {
    articles: createArticleStore(db),
    categories: createCategoryStore(db),
    contactMessages: createContactMessageStore(db),
    galleries: createGalleryStore(db),
    jobs: createJobStore(db),
    locations: createLocationStore(db),
    pages: createPageStore(db),
    people: createPeopleStore(db),
    search: createSearchStore(db),
    services: createServiceStore(db),
    settings: createSettingsStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;
