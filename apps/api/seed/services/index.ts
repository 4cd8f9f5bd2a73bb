import type Database from 'better-sqlite3';
import { legacyServiceSlugs, services, type ServiceSlug } from '@klinik/clinic';
import { serviceCategories, type ServiceCategorySlug } from './categories';
import { edukasiInjury } from './edukasi-injury';
import { geriatric } from './geriatric';
import { homecare } from './homecare';
import { pediatric } from './pediatric';
import { rehabRecovery } from './rehab-recovery';
import { sportScience } from './sport-science';
import type { ServiceContent } from './types';

/** A Record, so adding a slug to @klinik/clinic fails the type check until it has content. */
const content: Record<ServiceSlug, ServiceContent> = {
  'rehab-recovery': rehabRecovery,
  'sport-science': sportScience,
  'edukasi-injury': edukasiInjury,
  homecare,
  pediatric,
  geriatric,
};

export function hasServices(db: Database.Database): boolean {
  return (
    db.prepare<[], { present: number }>('SELECT EXISTS (SELECT 1 FROM services) AS present').get()
      ?.present === 1
  );
}

/** Categories, then services in the order of `services` in @klinik/clinic, aliases and FAQs. */
export function seedServices(db: Database.Database): void {
  const categoryIds = insertCategories(db);

  const insertService = db.prepare(`
    INSERT INTO services (
      slug, name, short_desc, description, full_description, icon, category_id,
      price_min, price_max, duration, features, benefits, process, includes,
      sort_order, is_featured
    ) VALUES (
      @slug, @name, @shortDesc, @description, @fullDescription, @icon, @categoryId,
      @priceMin, @priceMax, @duration, @features, @benefits, @process, @includes,
      @sortOrder, @featured
    )`);
  const insertFaq = db.prepare<[number, string, string, number]>(
    'INSERT INTO service_faqs (service_id, question, answer, sort_order) VALUES (?, ?, ?, ?)',
  );
  const serviceIds = new Map<ServiceSlug, number>();

  services.forEach((facts, index) => {
    const text = content[facts.slug];
    const categoryId = categoryIds.get(text.category);
    if (categoryId === undefined)
      throw new Error(`Service category ${text.category} is not seeded`);
    const { lastInsertRowid } = insertService.run({
      slug: facts.slug,
      name: facts.name,
      shortDesc: text.shortDesc,
      description: text.description,
      fullDescription: text.fullDescription,
      icon: text.icon,
      categoryId,
      priceMin: facts.price.min,
      priceMax: facts.price.max,
      duration: facts.duration,
      features: JSON.stringify(text.features),
      benefits: JSON.stringify(text.benefits),
      process: JSON.stringify(text.process),
      includes: JSON.stringify(text.includes),
      sortOrder: index + 1,
      featured: text.featured ? 1 : 0,
    });
    const serviceId = Number(lastInsertRowid);
    serviceIds.set(facts.slug, serviceId);
    text.faqs.forEach((faq, faqIndex) => {
      insertFaq.run(serviceId, faq.question, faq.answer, faqIndex + 1);
    });
  });

  const insertAlias = db.prepare<[string, number]>(
    'INSERT INTO service_slug_aliases (slug, service_id) VALUES (?, ?)',
  );
  for (const [legacySlug, currentSlug] of Object.entries(legacyServiceSlugs)) {
    const serviceId = serviceIds.get(currentSlug);
    if (serviceId === undefined) throw new Error(`Legacy slug ${legacySlug} has no service`);
    insertAlias.run(legacySlug, serviceId);
  }
}

function insertCategories(db: Database.Database): Map<ServiceCategorySlug, number> {
  const insert = db.prepare<[string, string, string, number]>(
    "INSERT INTO categories (type, name, slug, description, sort_order) VALUES ('service', ?, ?, ?, ?)",
  );
  const ids = new Map<ServiceCategorySlug, number>();
  serviceCategories.forEach((category, index) => {
    const { lastInsertRowid } = insert.run(
      category.name,
      category.slug,
      category.description,
      index + 1,
    );
    ids.set(category.slug, Number(lastInsertRowid));
  });
  return ids;
}
