import type Database from 'better-sqlite3';
import { legacyServiceSlugs, services, type ServiceSlug } from '@klinik/clinic';
import { idOf, prepareUpsert } from '../upsert';
import { serviceCategories } from './categories';
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

/**
 * Categories, then services in the order of `services` in @klinik/clinic (name, prices and
 * duration from there), their FAQs by position, and the legacy slugs.
 */
export function applyServices(db: Database.Database): number {
  const upsertCategory = prepareUpsert(db, {
    table: 'categories',
    key: ['type', 'slug'],
    owned: ['name', 'description', 'sort_order'],
    touch: 'updated_at',
  });
  let changed = serviceCategories.filter((category, index) =>
    upsertCategory({
      type: 'service',
      slug: category.slug,
      name: category.name,
      description: category.description,
      sort_order: index + 1,
    }),
  ).length;

  const categoryId = db.prepare<[string], { id: number }>(
    "SELECT id FROM categories WHERE type = 'service' AND slug = ?",
  );
  const upsertService = prepareUpsert(db, {
    table: 'services',
    key: ['slug'],
    owned: [
      'name',
      'short_desc',
      'description',
      'full_description',
      'icon',
      'category_id',
      'price_min',
      'price_max',
      'duration',
      'features',
      'benefits',
      'process',
      'includes',
      'sort_order',
      'is_featured',
    ],
    touch: 'updated_at',
  });
  const upsertFaq = prepareUpsert(db, {
    table: 'service_faqs',
    key: ['service_id', 'sort_order'],
    owned: ['question', 'answer'],
  });
  const removeExtraFaqs = db.prepare<[number, number]>(
    'DELETE FROM service_faqs WHERE service_id = ? AND sort_order > ?',
  );
  const serviceIds = new Map<ServiceSlug, number>();

  services.forEach((facts, index) => {
    const text = content[facts.slug];
    const category = categoryId.get(text.category);
    if (!category) throw new Error(`Service category ${text.category} is not seeded`);
    const written = upsertService({
      slug: facts.slug,
      name: facts.name,
      short_desc: text.shortDesc,
      description: text.description,
      full_description: text.fullDescription,
      icon: text.icon,
      category_id: category.id,
      price_min: facts.price.min,
      price_max: facts.price.max,
      duration: facts.duration,
      features: JSON.stringify(text.features),
      benefits: JSON.stringify(text.benefits),
      process: JSON.stringify(text.process),
      includes: JSON.stringify(text.includes),
      sort_order: index + 1,
      is_featured: text.featured ? 1 : 0,
    });
    if (written) changed += 1;
    const serviceId = idOf(db, 'services', 'slug', facts.slug);
    serviceIds.set(facts.slug, serviceId);
    text.faqs.forEach((faq, faqIndex) => {
      const faqWritten = upsertFaq({
        service_id: serviceId,
        sort_order: faqIndex + 1,
        question: faq.question,
        answer: faq.answer,
      });
      if (faqWritten) changed += 1;
    });
    changed += removeExtraFaqs.run(serviceId, text.faqs.length).changes;
  });

  const upsertAlias = prepareUpsert(db, {
    table: 'service_slug_aliases',
    key: ['slug'],
    owned: ['service_id'],
  });
  for (const [legacySlug, currentSlug] of Object.entries(legacyServiceSlugs)) {
    const serviceId = serviceIds.get(currentSlug);
    if (serviceId === undefined) throw new Error(`Legacy slug ${legacySlug} has no service`);
    if (upsertAlias({ slug: legacySlug, service_id: serviceId })) changed += 1;
  }
  return changed;
}
