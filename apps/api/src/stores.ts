import { createArticleStore } from './data/articles';
import { createCategoryStore } from './data/categories';
import { createContactMessageStore } from './data/contact-messages';
import { createGalleryStore } from './data/galleries';
import { createJobStore } from './data/jobs';
import { createLocationStore } from './data/locations';
import { createPageStore } from './data/pages';
import { createPeopleStore } from './data/people';
import { createSearchStore } from './data/search';
import { createServiceStore } from './data/services';
import { createSettingsStore } from './data/settings';
import type { Db } from './db';

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
