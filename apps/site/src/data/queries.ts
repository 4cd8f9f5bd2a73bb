import type {
  ApiPaginated,
  ApiSuccess,
  Article,
  ArticleSummary,
  CategoryDetail,
  FaqItem,
  GalleryItem,
  GalleryList,
  Job,
  Page,
  Service,
  ServiceDetail,
  Settings,
  TeamMember,
  Testimonial,
} from '@klinik/clinic';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { articleApiQuery, type ArticleListParams } from './article-list-params';
import { readLocations } from './locations';

/**
 * Query definitions, shared by the hooks (browser) and the prerenderer (build time), so the
 * data a page was prerendered with is exactly the data its hooks find when it hydrates.
 */
export const settingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: async () => {
      const body = await api.get<ApiSuccess<Partial<Settings>>>('/v1/settings');
      return body.data;
    },
  });

export const servicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['services'],
    queryFn: async () => (await api.get<ApiSuccess<Service[]>>('/v1/services')).data,
  });

export const serviceQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['services', slug],
    queryFn: async () =>
      (await api.get<ApiSuccess<ServiceDetail>>(`/v1/services/${encodeURIComponent(slug)}`)).data,
  });

export const faqsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: async () => (await api.get<ApiSuccess<FaqItem[]>>('/v1/faqs')).data,
  });

export const articlesQuery = (api: ApiClient, params: ArticleListParams) =>
  queryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: () => api.get<ApiPaginated<ArticleSummary>>(`/v1/articles?${articleApiQuery(params)}`),
  });

export const featuredArticlesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'featured'],
    queryFn: async () =>
      (await api.get<ApiSuccess<ArticleSummary[]>>('/v1/articles/featured')).data,
  });

/** Spec section 8: on failure the category list is simply empty. */
export const articleCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['categories', 'article'],
    queryFn: async () => {
      try {
        return (await api.get<ApiSuccess<CategoryDetail[]>>('/v1/categories?type=article')).data;
      } catch (error) {
        console.error('Failed to load categories', error);
        return [];
      }
    },
  });

export const articleQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', slug],
    queryFn: async () =>
      (await api.get<ApiSuccess<Article>>(`/v1/articles/${encodeURIComponent(slug)}`)).data,
  });

/** The pool related articles are chosen from: the newest articles of the whole collection. */
export const relatedPoolQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'related-pool'],
    queryFn: async () =>
      (await api.get<ApiPaginated<ArticleSummary>>('/v1/articles?per_page=50')).data,
  });

export const pageQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: async () =>
      (await api.get<ApiSuccess<Page>>(`/v1/pages/${encodeURIComponent(slug)}`)).data,
  });

export const locationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['locations'],
    queryFn: async () => readLocations(await api.get<unknown>('/v1/locations')),
  });

export const teamQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['team'],
    queryFn: async () => (await api.get<ApiSuccess<TeamMember[]>>('/v1/team')).data,
  });

export const testimonialsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: async () => (await api.get<ApiSuccess<Testimonial[]>>('/v1/testimonials')).data,
  });

/**
 * The whole gallery, every page of it: the page filters, sorts and pages through the photos in
 * the browser, so a chip or a search answers at once and the prerendered HTML holds the photos.
 */
export const galleryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['galleries'],
    queryFn: async () => {
      const photos: GalleryItem[] = [];
      for (let page = 1, last = 1; page <= last; page += 1) {
        const answer = await api.get<GalleryList>(`/v1/galleries?per_page=50&page=${page}`);
        photos.push(...answer.data);
        last = answer.pagination.last_page;
      }
      return photos;
    },
  });

/** Every open position; the careers page filters them in the browser. */
export const jobsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['jobs'],
    queryFn: async () => (await api.get<ApiSuccess<Job[]>>('/v1/jobs')).data,
  });
