/**
 * What a client accepts from the API: each answer of `answerSchemas`, with the fields the
 * specification (section 3) does not promise made optional. An answer that carries only the
 * specification's fields (another backend, an answer cached by the service worker before a
 * deploy added a field) still renders; the detail a missing field feeds is left out. Anything
 * else that does not match is refused at the door, so a page shows its own error state instead
 * of failing while it renders.
 *
 * The site's API client parses every answer with these (apps/site/src/data/api-client.ts); the
 * API's own tests hold its answers to the stricter `answerSchemas`.
 */
import * as z from 'zod/mini';
import { answerSchemas, type ApiEndpoint } from './answers';
import { articleSchema, articleSummarySchema } from './articles';
import { categoryDetailSchema, categorySchema } from './categories';
import { apiPaginated, apiSuccess } from './envelope';
import { readWith, type ReadResult } from './read-with';

export type { ReadResult } from './read-with';
import { locationSchema } from './locations';
import { serviceIcons } from './options';
import { serviceDetailSchema, serviceSchema } from './services';
import {
  contactSettingsSchema,
  generalSettingsSchema,
  seoSettingsSchema,
  socialSettingsSchema,
  websiteSettingsSchema,
  weekHoursSchema,
} from './settings';

/** An unknown icon name is drawn as the heart (spec section 3: "default heart"). */
const serviceIcon = z.catch(z.enum(serviceIcons), 'heart');

export const serviceReadSchema = z.extend(serviceSchema, { icon: serviceIcon });
export const serviceDetailReadSchema = z.extend(serviceDetailSchema, { icon: serviceIcon });

/** A branch: its slug and structured hours are ours; without coordinates it shows no map. */
export const locationReadSchema = z.extend(
  z.partial(locationSchema, { slug: true, business_hours: true }),
  { latitude: z.nullish(z.number()), longitude: z.nullish(z.number()) },
);
export type Location = z.output<typeof locationReadSchema>;

/** Spec section 7: the list as `{ success, data: [...] }`, `{ data: [...] }` or a bare array. */
const locationsReadSchema = z.pipe(
  z.union([
    z.array(locationReadSchema),
    z.object({ success: z.optional(z.boolean()), data: z.array(locationReadSchema) }),
  ]),
  z.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
);

/** Reading time, revision date, reviewer and references are details of ours. */
const articleAdditions = { updated_at: true, reading_time: true } as const;
export const articleSummaryReadSchema = z.partial(articleSummarySchema, articleAdditions);
export type ArticleSummary = z.output<typeof articleSummaryReadSchema>;

export const articleReadSchema = z.partial(articleSchema, {
  ...articleAdditions,
  reviewed_by: true,
  reviewed_at: true,
  references: true,
});
export type Article = z.output<typeof articleReadSchema>;

/** The specification names a category's id, name and slug; its type and counts are ours. */
export const categoryDetailReadSchema = z.extend(
  z.partial(categoryDetailSchema, {
    type: true,
    description: true,
    articles_count: true,
    services_count: true,
  }),
  categorySchema.def.shape,
);
export type CategoryDetail = z.output<typeof categoryDetailReadSchema>;

/**
 * The settings groups, each field of each group optional: the site merges whatever came over its
 * defaults, field by field (spec section 4).
 */
export const settingsReadSchema = z.partial(
  z.object({
    website: z.partial(websiteSettingsSchema),
    contact: z.partial(contactSettingsSchema),
    social: z.partial(socialSettingsSchema),
    seo: z.partial(seoSettingsSchema),
    general: z.partial(
      z.extend(generalSettingsSchema, { business_hours: z.partial(weekHoursSchema) }),
    ),
  }),
);
export type SettingsAnswer = z.output<typeof settingsReadSchema>;

const articlesPage = apiPaginated(articleSummaryReadSchema);
const articleList = apiSuccess(z.array(articleSummaryReadSchema));
const services = apiSuccess(z.array(serviceReadSchema));

export const readSchemas = {
  ...answerSchemas,
  settings: apiSuccess(settingsReadSchema),
  services,
  featuredServices: services,
  service: apiSuccess(serviceDetailReadSchema),
  articles: articlesPage,
  featuredArticles: articleList,
  latestArticles: articleList,
  popularArticles: articleList,
  article: apiSuccess(articleReadSchema),
  categories: apiSuccess(z.array(categoryDetailReadSchema)),
  category: apiSuccess(categoryDetailReadSchema),
  categoryArticles: articlesPage,
  categoryServices: services,
  locations: locationsReadSchema,
  location: apiSuccess(locationReadSchema),
  mainLocation: apiSuccess(locationReadSchema),
} as const satisfies Record<ApiEndpoint, z.ZodMiniType>;

/** What the client returns for each endpoint: the answer as read, optional details and all. */
export type ApiAnswers = { [K in ApiEndpoint]: z.output<(typeof readSchemas)[K]> };

/** The answer of `endpoint`, checked (`readWith` its schema): its value as the client reads it. */
export function readAnswer<E extends ApiEndpoint>(
  endpoint: E,
  payload: unknown,
): ReadResult<ApiAnswers[E]> {
  return readWith(readSchemas[endpoint], payload) as ReadResult<ApiAnswers[E]>;
}
