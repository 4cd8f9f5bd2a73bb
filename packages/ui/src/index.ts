export { cn } from './lib/cn';
export { buildChatUrl } from './lib/chat-link';
export { formatHoursRows, type HoursRow } from './lib/business-hours';
export { isCurrentPath, isExternalHref, isSectionActive, normalizePath } from './lib/nav';
export { serviceIconFor } from './lib/service-icon';
export { valueIconFor, valueItemsFrom } from './lib/value-icon';
export {
  authorDisplay,
  countByCategory,
  relatedArticles,
  tagsFromKeywords,
  topTags,
  type CategoryCount,
  type TagCount,
} from './lib/article';
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
export type { Article, ArticleSummary, FaqItem, Location } from './lib/content-types';
export {
  contactMessages,
  emptyContact,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './lib/contact';
export { formatDateId } from './lib/date';
export {
  featuredGallery,
  filterGallery,
  galleryCategoryLabel,
  galleryCounts,
  gallerySortOptions,
  matchesGallerySearch,
  toGalleryPhoto,
  type GalleryCounts,
  type GalleryFilter,
  type GallerySort,
} from './lib/gallery';
export {
  featuredJobs,
  filterJobs,
  hasJobFilter,
  jobDepartmentLabel,
  jobLocationLabel,
  jobTypeLabel,
  matchesJobKeyword,
  type JobFilter,
} from './lib/job';
export { buildMapEmbedUrl, telHref } from './lib/location';
export { splitProcessStep, type ProcessStep } from './lib/service';
export { pageRange, paginationWindow, type PaginationItem } from './lib/pagination';
export { isValidConsultationPhone, normalizePhone } from './lib/phone';
export { countWords, readingTime, stripHtml } from './lib/reading-time';
export { useScrolledPast } from './hooks/use-scrolled-past';

export {
  AppLink,
  LinkProvider,
  type AppLinkProps,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './components/app-link/app-link';
export {
  ApplicationNotice,
  type ApplicationNoticeProps,
} from './components/application-notice/application-notice';
export { ArticleBody, type ArticleBodyProps } from './components/article-body/article-body';
export {
  ArticleCard,
  ArticleCardSkeleton,
  type ArticleCardProps,
} from './components/article-card/article-card';
export { ArticleList, type ArticleListProps } from './components/article-list/article-list';
export { ArticleHeader, type ArticleHeaderProps } from './components/article-header/article-header';
export { ArticleMeta, type ArticleMetaProps } from './components/article-meta/article-meta';
export { ArticleStatus, type ArticleStatusProps } from './components/article-status/article-status';
export {
  ArticleToolbar,
  type ActiveFilter,
  type ArticleSortBy,
  type ArticleSortOrder,
  type ArticleToolbarProps,
} from './components/article-toolbar/article-toolbar';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './components/breadcrumbs/breadcrumbs';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { CareersCta, type CareersCtaProps } from './components/careers-cta/careers-cta';
export { CategoryChip, type CategoryChipProps } from './components/category-chip/category-chip';
export {
  CategorySidebar,
  type CategorySidebarProps,
} from './components/category-sidebar/category-sidebar';
export { ChatLink, type ChatLinkProps } from './components/chat-link/chat-link';
export { ContactCards, type ContactCardsProps } from './components/contact-cards/contact-cards';
export {
  ContactForm,
  ContactSubmitError,
  type ContactFormProps,
  type ContactSubjectOption,
} from './components/contact-form/contact-form';
export {
  ConsultationForm,
  type ConsultationFormProps,
  type ConsultationSubmitContext,
} from './components/consultation-form/consultation-form';
export { EmergencyBox, type EmergencyBoxProps } from './components/emergency-box/emergency-box';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export {
  FaqAccordion,
  type FaqAccordionProps,
  type FaqAccordionStatus,
} from './components/faq-accordion/faq-accordion';
export {
  FeaturedArticles,
  type FeaturedArticlesProps,
} from './components/featured-articles/featured-articles';
export {
  FeaturedGallery,
  type FeaturedGalleryProps,
} from './components/featured-gallery/featured-gallery';
export {
  FeatureList,
  featureListVariants,
  type FeatureListProps,
} from './components/feature-list/feature-list';
export {
  Field,
  NativeSelect,
  fieldControlVariants,
  type FieldProps,
  type NativeSelectProps,
} from './components/field/field';
export {
  GalleryCard,
  GalleryCardSkeleton,
  galleryCardVariants,
  type GalleryCardProps,
} from './components/gallery-card/gallery-card';
export {
  GalleryFilters,
  type GalleryCategoryValue,
  type GalleryFiltersProps,
} from './components/gallery-filters/gallery-filters';
export { GalleryGrid, type GalleryGridProps } from './components/gallery-grid/gallery-grid';
export {
  GalleryLightbox,
  type GalleryLightboxProps,
  type GalleryPhoto,
} from './components/gallery-lightbox/gallery-lightbox';
export { Hero, type HeroHighlight, type HeroProps } from './components/hero/hero';
export { HoursTable, type HoursTableProps } from './components/hours-table/hours-table';
export { JobCard, JobCardSkeleton, type JobCardProps } from './components/job-card/job-card';
export { JobFilters, type JobFiltersProps } from './components/job-filters/job-filters';
export { JobList, type JobListProps } from './components/job-list/job-list';
export {
  LegalDocument,
  type LegalDocumentProps,
  type LegalSection,
} from './components/legal-document/legal-document';
export {
  LocationCard,
  LocationCardSkeleton,
  type LocationCardProps,
} from './components/location-card/location-card';
export { LocationList, type LocationListProps } from './components/location-list/location-list';
export {
  ListState,
  ResetFilterButton,
  RetryButton,
  type ListStateProps,
  type ListStatus,
} from './components/list-state/list-state';
export { NotFound, type NotFoundProps } from './components/not-found/not-found';
export { OfflineNotice, type OfflineNoticeProps } from './components/offline-notice/offline-notice';
export { PageHero, type PageHeroProps } from './components/page-hero/page-hero';
export { Pagination, type PaginationProps } from './components/pagination/pagination';
export { ProcessSteps, type ProcessStepsProps } from './components/process-steps/process-steps';
export { SafeImage, type SafeImageProps } from './components/safe-image/safe-image';
export {
  ServiceCard,
  ServiceCardSkeleton,
  type ServiceCardProps,
} from './components/service-card/service-card';
export {
  QuickServices,
  quickServiceItems,
  type QuickServiceItem,
  type QuickServicesProps,
} from './components/quick-services/quick-services';
export {
  RelatedArticles,
  type RelatedArticlesProps,
} from './components/related-articles/related-articles';
export {
  ServiceInfoCards,
  type ServiceInfoCardsProps,
} from './components/service-info-cards/service-info-cards';
export {
  ServiceListCard,
  ServiceListCardSkeleton,
  type ServiceListCardProps,
} from './components/service-list-card/service-list-card';
export {
  ServiceNotFound,
  type ServiceNotFoundProps,
} from './components/service-not-found/service-not-found';
export {
  ServiceGrid,
  type ServiceGridProps,
  type ServiceGridStatus,
} from './components/service-grid/service-grid';
export {
  SiteFooter,
  type SiteFooterContact,
  type SiteFooterProps,
} from './components/site-footer/site-footer';
export {
  SiteHeader,
  type SiteHeaderContact,
  type SiteHeaderCta,
  type SiteHeaderProps,
} from './components/site-header/site-header';
export { Section, sectionVariants, type SectionProps } from './components/section/section';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { SkipLink, type SkipLinkProps } from './components/skip-link/skip-link';
export {
  SocialLinks,
  type SocialLinksMap,
  type SocialLinksProps,
} from './components/social-links/social-links';
export { TagCloud, type TagCloudProps } from './components/tag-cloud/tag-cloud';
export { TeamCard, type TeamCardProps, type TeamMember } from './components/team-card/team-card';
export {
  TestimonialCard,
  type Testimonial,
  type TestimonialCardProps,
} from './components/testimonial-card/testimonial-card';
export {
  StatsStrip,
  type StatsClaims,
  type StatsStripProps,
} from './components/stats-strip/stats-strip';
export {
  ValuesGrid,
  type ValueItem,
  type ValuesGridProps,
} from './components/values-grid/values-grid';
export { VisionMission, type VisionMissionProps } from './components/vision-mission/vision-mission';
export {
  WhyChooseUs,
  type WhyChooseUsItem,
  type WhyChooseUsProps,
} from './components/why-choose-us/why-choose-us';
