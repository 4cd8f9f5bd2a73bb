export { cn } from './lib/cn';
export { buildChatUrl } from './lib/chat-link';
export { formatHoursRows, type HoursRow } from './lib/business-hours';
export { isCurrentPath, isExternalHref, isSectionActive, normalizePath } from './lib/nav';
export { serviceIconFor } from './lib/service-icon';
export { valueIconFor, valueItemsFrom } from './lib/value-icon';
export { authorDisplay } from './lib/article';
export { categoryColorClass, categoryColorClasses } from './lib/category-color';
export {
  buildConsultationMessage,
  consultationMessages,
  emptyConsultation,
  validateConsultation,
  type ConsultationErrors,
  type ConsultationField,
  type ConsultationValues,
} from './lib/consultation';
export { formatDateId } from './lib/date';
export { galleryCategoryLabel } from './lib/labels';
export { jobDepartmentLabel, jobLocationLabel, jobTypeLabel } from './lib/job-labels';
export { buildDirectionsUrl, buildMapEmbedUrl, telHref } from './lib/location';
export { splitProcessStep, type ProcessStep } from './lib/service';
export { pageRange, paginationWindow, type PaginationItem } from './lib/pagination';
export { mapRemote, type Remote } from './lib/remote';
export { useScrolledPast } from './hooks/use-scrolled-past';
export { FormSubmitError } from './hooks/use-form-state';

// Components: each file exports its component, its variants and its props' types.
export * from './components/app-link/app-link';
export * from './components/application-notice/application-notice';
export * from './components/article-body/article-body';
export * from './components/article-card/article-card';
export * from './components/article-header/article-header';
export * from './components/article-list/article-list';
export * from './components/article-meta/article-meta';
export * from './components/article-references/article-references';
export * from './components/article-review/article-review';
export * from './components/article-status/article-status';
export * from './components/article-toolbar/article-toolbar';
export * from './components/breadcrumbs/breadcrumbs';
export * from './components/button/button';
export * from './components/careers-cta/careers-cta';
export * from './components/category-chip/category-chip';
export * from './components/category-sidebar/category-sidebar';
export * from './components/chat-link/chat-link';
export * from './components/consultation-form/consultation-form';
export * from './components/contact-cards/contact-cards';
export * from './components/contact-form/contact-form';
export * from './components/emergency-box/emergency-box';
export * from './components/empty-state/empty-state';
export * from './components/error-state/error-state';
export * from './components/external-link/external-link';
export * from './components/faq-accordion/faq-accordion';
export * from './components/feature-list/feature-list';
export * from './components/featured-articles/featured-articles';
export * from './components/featured-gallery/featured-gallery';
export * from './components/field/field';
export * from './components/gallery-card/gallery-card';
export * from './components/gallery-filters/gallery-filters';
export * from './components/gallery-grid/gallery-grid';
export * from './components/gallery-lightbox/gallery-lightbox';
export * from './components/hero/hero';
export * from './components/hours-table/hours-table';
export * from './components/job-card/job-card';
export * from './components/job-filters/job-filters';
export * from './components/job-list/job-list';
export * from './components/legal-document/legal-document';
export * from './components/list-state/list-state';
export * from './components/location-card/location-card';
export * from './components/location-list/location-list';
export * from './components/maintenance-notice/maintenance-notice';
export * from './components/marked-text/marked-text';
export * from './components/message-page/message-page';
export * from './components/not-found/not-found';
export * from './components/offline-notice/offline-notice';
export * from './components/open-status/open-status';
export * from './components/page-hero/page-hero';
export * from './components/page-skeleton/page-skeleton';
export * from './components/pagination/pagination';
export * from './components/panel/panel';
export * from './components/process-steps/process-steps';
export * from './components/quick-services/quick-services';
export * from './components/related-articles/related-articles';
export * from './components/safe-image/safe-image';
export * from './components/search-results/search-results';
export * from './components/section/section';
export * from './components/service-card/service-card';
export * from './components/service-grid/service-grid';
export * from './components/service-info-cards/service-info-cards';
export * from './components/service-list-card/service-list-card';
export * from './components/service-not-found/service-not-found';
export * from './components/share-buttons/share-buttons';
export * from './components/site-footer/site-footer';
export * from './components/site-header/site-header';
export * from './components/site-search/site-search';
export * from './components/skeleton/skeleton';
export * from './components/skip-link/skip-link';
export * from './components/social-links/social-links';
export * from './components/stats-strip/stats-strip';
export * from './components/status-page/status-page';
export * from './components/table-of-contents/table-of-contents';
export * from './components/tag-cloud/tag-cloud';
export * from './components/team-card/team-card';
export * from './components/testimonial-card/testimonial-card';
export * from './components/values-grid/values-grid';
export * from './components/vision-mission/vision-mission';
export * from './components/why-choose-us/why-choose-us';

// Page templates: a route's whole visible page, data and callbacks as props.
export * from './templates/about-page/about-page';
export * from './templates/article-detail-page/article-detail-page';
export * from './templates/articles-page/articles-page';
export * from './templates/careers-page/careers-page';
export * from './templates/contact-page/contact-page';
export * from './templates/error-page/error-page';
export * from './templates/faq-page/faq-page';
export * from './templates/gallery-page/gallery-page';
export * from './templates/home-page/home-page';
export * from './templates/legal-page/legal-page';
export * from './templates/locations-page/locations-page';
export * from './templates/login-page/login-page';
export * from './templates/not-found-page/not-found-page';
export * from './templates/offline-page/offline-page';
export * from './templates/search-page/search-page';
export * from './templates/service-detail-page/service-detail-page';
export * from './templates/services-page/services-page';
