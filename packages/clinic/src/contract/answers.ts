/**
 * What each call of the API answers, as schemas: the API's tests check its answers against them.
 * A client reads them through `readSchemas` (read.ts), which leaves out what the specification
 * does not promise.
 */
import * as z from 'zod/mini';
import { articleSchema, articleSummarySchema, articleViewCountSchema } from './articles';
import { bookingAnswerSchemas } from './booking';
import { categoryDetailSchema } from './categories';
import { contactInfoSchema, contactMessageReceiptSchema } from './contact';
import { apiCreated, apiPaginated, apiSuccess } from './envelope';
import { faqItemSchema } from './faqs';
import { galleryItemSchema, galleryListSchema } from './galleries';
import { jobSchema } from './jobs';
import { locationSchema, locationsAnswerSchema } from './locations';
import { dataRequestReceiptSchema } from './privacy';
import { pageSchema, pageSummarySchema } from './pages';
import { teamMemberSchema, testimonialSchema } from './people';
import { serviceDetailSchema, serviceSchema } from './services';
import { searchAnswerSchema } from './search';
import { partialSettingsSchema } from './settings';

export const answerSchemas = {
  settings: apiSuccess(partialSettingsSchema),
  services: apiSuccess(z.array(serviceSchema)),
  featuredServices: apiSuccess(z.array(serviceSchema)),
  service: apiSuccess(serviceDetailSchema),
  articles: apiPaginated(articleSummarySchema),
  featuredArticles: apiSuccess(z.array(articleSummarySchema)),
  latestArticles: apiSuccess(z.array(articleSummarySchema)),
  popularArticles: apiSuccess(z.array(articleSummarySchema)),
  article: apiSuccess(articleSchema),
  articleView: apiSuccess(articleViewCountSchema),
  categories: apiSuccess(z.array(categoryDetailSchema)),
  category: apiSuccess(categoryDetailSchema),
  categoryArticles: apiPaginated(articleSummarySchema),
  categoryServices: apiSuccess(z.array(serviceSchema)),
  pages: apiSuccess(z.array(pageSummarySchema)),
  page: apiSuccess(pageSchema),
  locations: locationsAnswerSchema,
  location: apiSuccess(locationSchema),
  mainLocation: apiSuccess(locationSchema),
  galleries: galleryListSchema,
  gallery: apiSuccess(galleryItemSchema),
  jobs: apiSuccess(z.array(jobSchema)),
  job: apiSuccess(jobSchema),
  faqs: apiSuccess(z.array(faqItemSchema)),
  team: apiSuccess(z.array(teamMemberSchema)),
  testimonials: apiSuccess(z.array(testimonialSchema)),
  contact: apiSuccess(contactInfoSchema),
  contactMessage: apiCreated(contactMessageReceiptSchema),
  search: searchAnswerSchema,
  dataRequest: apiCreated(dataRequestReceiptSchema),
  ...bookingAnswerSchemas,
} as const;

export type ApiEndpoint = keyof typeof answerSchemas;
/** What the API answers for each endpoint (a client reads `ApiAnswers`, see read.ts). */
export type ApiRecords = { [K in ApiEndpoint]: z.infer<(typeof answerSchemas)[K]> };
