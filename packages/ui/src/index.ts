// What the site composes: the layout's parts, a page template per route, and the types its data
// hooks and callbacks hand them. Stories and the library's own files import from their modules.
// What the site defers (the home page's consultation form and FAQ; the layout's search box,
// open-now line and maintenance band; the desktop navigation's dropdown) are entries of their own
// (package.json `exports`). The front desk's parts and pages are `@klinik/ui/desk`
// (`./desk.ts`), never exported here, so no public page carries them.

// The layout every page shares.
export { LinkProvider } from './primitives/app-link/app-link';
export { OfflineNotice } from './feedback/offline-notice/offline-notice';
export { SiteFooter } from './layout/site-footer/site-footer';
export { SiteHeader, type SiteHeaderNavigationProps } from './layout/site-header/site-header';
export { SkipLink } from './layout/skip-link/skip-link';
export { formatHoursRows } from './sections/locations/business-hours';

// The states and values the site's data hooks and callbacks hand the templates.
export type { Remote } from './lib/remote';
export type { BreadcrumbItem } from './primitives/breadcrumbs/breadcrumbs';
export type { ShareOutcome } from './primitives/share-buttons/share';
export type { FormComponent, FormElementProps } from './lib/form';

// Page templates: a route's whole visible page, data and callbacks as props.
export { AboutPage } from './templates/about-page/about-page';
export { ArticleDetailPage } from './templates/article-detail-page/article-detail-page';
export {
  ArticlesPage,
  type ArticleListChange,
  type ArticleListView,
} from './templates/articles-page/articles-page';
export { CareersPage, type JobFilter } from './templates/careers-page/careers-page';
export { ContactPage } from './templates/contact-page/contact-page';
export { ErrorPage } from './templates/error-page/error-page';
export { FaqPage } from './templates/faq-page/faq-page';
export { GalleryPage, type GalleryFilter } from './templates/gallery-page/gallery-page';
export { HomePage } from './templates/home-page/home-page';
export { LegalPage } from './templates/legal-page/legal-page';
export { PrivacyPage, type PrivacyPageProps } from './templates/privacy-page/privacy-page';
export {
  DataRequestForm,
  type DataRequestFormProps,
} from './sections/legal/data-request-form/data-request-form';
export { PrivacyFacts, type PrivacyFactsProps } from './sections/legal/privacy-facts/privacy-facts';
export { LocationsPage } from './templates/locations-page/locations-page';
export { LoginPage } from './templates/login-page/login-page';
export { NotFoundPage } from './templates/not-found-page/not-found-page';
export { OfflinePage } from './templates/offline-page/offline-page';
export { SearchPage } from './templates/search-page/search-page';
export { ServiceDetailPage } from './templates/service-detail-page/service-detail-page';
export { ServicesPage } from './templates/services-page/services-page';

// Booking a visit: the pages, and the parts and types their routes hand data to.
export { BookingPage, type BookingPageProps } from './templates/booking-page/booking-page';
export {
  BookingConfirmationPage,
  type BookingConfirmationPageProps,
} from './templates/booking-confirmation-page/booking-confirmation-page';
export {
  BookingManagePage,
  type BookingManagePageProps,
} from './templates/booking-manage-page/booking-manage-page';
export {
  BookingBranchPicker,
  BookingServicePicker,
  type BookingBranchPickerProps,
  type BookingServicePickerProps,
} from './sections/booking/booking-picker/booking-picker';
export {
  BookingDateStrip,
  type BookingDateStripProps,
} from './sections/booking/booking-date-strip/booking-date-strip';
export {
  BookingTimeGrid,
  type BookingTimeGridProps,
  type BookingTimeGridState,
} from './sections/booking/booking-time-grid/booking-time-grid';
export {
  BookingSafetyQuestion,
  type BookingSafetyQuestionProps,
} from './sections/booking/booking-safety-question/booking-safety-question';
export {
  BookingDetailsForm,
  type BookingDetailsFormProps,
  type BookingFieldName,
} from './sections/booking/booking-details-form/booking-details-form';
export {
  BookingSummary,
  type BookingSummaryProps,
} from './sections/booking/booking-summary/booking-summary';
export {
  BookingConfirmation,
  type BookingConfirmationProps,
} from './sections/booking/booking-confirmation/booking-confirmation';
export {
  BookingManage,
  type BookingManageProps,
} from './sections/booking/booking-manage/booking-manage';
export { BookingData, type BookingDataProps } from './sections/booking/booking-data/booking-data';
