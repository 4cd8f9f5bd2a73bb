import { formatPriceRange, serviceSchema, type Service, type ServiceDetail } from '@klinik/clinic';
import * as z from 'zod/mini';
import type { Db } from '../storage/sqlite';

const { icon: iconSchema, features: stringList } = serviceSchema.shape;

interface ServiceRow {
  id: number;
  slug: string;
  name: string;
  short_desc: string;
  description: string;
  icon: string;
  price_min: number;
  price_max: number;
  duration: string;
  features: string;
  category_id: number;
  category_name: string;
  category_slug: string;
}

interface ServiceDetailRow extends ServiceRow {
  full_description: string;
  benefits: string;
  process: string;
  includes: string;
}

const listColumns = `
  s.id, s.slug, s.name, s.short_desc, s.description, s.icon, s.price_min, s.price_max,
  s.duration, s.features, c.id AS category_id, c.name AS category_name, c.slug AS category_slug`;
const fromActive = `
  FROM services s JOIN categories c ON c.id = s.category_id
  WHERE s.is_active = 1`;

export interface ServiceStore {
  list(): Service[];
  featured(): Service[];
  inCategory(categoryId: number): Service[];
  /** By current slug, legacy slug or numeric id; undefined when nothing matches. */
  find(slugOrId: string): ServiceDetail | undefined;
}

export function createServiceStore(db: Db): ServiceStore {
  const selectAll = db.prepare<[], ServiceRow>(
    `SELECT ${listColumns} ${fromActive} ORDER BY s.sort_order, s.id`,
  );
  const selectFeatured = db.prepare<[], ServiceRow>(
    `SELECT ${listColumns} ${fromActive} AND s.is_featured = 1 ORDER BY s.sort_order, s.id`,
  );
  const selectInCategory = db.prepare<[number], ServiceRow>(
    `SELECT ${listColumns} ${fromActive} AND s.category_id = ? ORDER BY s.sort_order, s.id`,
  );
  const selectDetail = db.prepare<[number], ServiceDetailRow>(
    `SELECT ${listColumns}, s.full_description, s.benefits, s.process, s.includes
     ${fromActive} AND s.id = ?`,
  );
  const idBySlug = db.prepare<[string], { id: number }>('SELECT id FROM services WHERE slug = ?');
  const idByAlias = db.prepare<[string], { id: number }>(
    'SELECT service_id AS id FROM service_slug_aliases WHERE slug = ?',
  );
  const selectFaqs = db.prepare<[number], { question: string; answer: string }>(
    'SELECT question, answer FROM service_faqs WHERE service_id = ? ORDER BY sort_order, id',
  );

  function resolveId(slugOrId: string): number | undefined {
    if (/^\d+$/.test(slugOrId)) {
      const id = Number(slugOrId);
      return Number.isSafeInteger(id) ? id : undefined;
    }
    // The current slug wins, so an alias can never shadow a live service.
    return (idBySlug.get(slugOrId) ?? idByAlias.get(slugOrId))?.id;
  }

  return {
    list: () => selectAll.all().map(toService),
    featured: () => selectFeatured.all().map(toService),
    inCategory: (categoryId) => selectInCategory.all(categoryId).map(toService),
    find(slugOrId) {
      const id = resolveId(slugOrId);
      const row = id === undefined ? undefined : selectDetail.get(id);
      if (!row) return undefined;
      return {
        ...toService(row),
        fullDescription: row.full_description,
        benefits: parseList(row.benefits),
        process: parseList(row.process),
        includes: parseList(row.includes),
        faqs: selectFaqs.all(row.id),
      };
    },
  };
}

function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDesc: row.short_desc,
    slug: row.slug,
    icon: z.parse(iconSchema, row.icon),
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    features: parseList(row.features),
    price: formatPriceRange({ min: row.price_min, max: row.price_max }),
    duration: row.duration,
  };
}

function parseList(json: string): string[] {
  return z.parse(stringList, JSON.parse(json));
}
