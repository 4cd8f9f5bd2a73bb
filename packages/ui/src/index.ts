export { cn } from './lib/cn';
export { buildChatUrl } from './lib/chat-link';
export { formatHoursRows, type HoursRow } from './lib/business-hours';
export { isCurrentPath, isExternalHref, isSectionActive, normalizePath } from './lib/nav';
export { serviceIconFor } from './lib/service-icon';
export { useScrolledPast } from './hooks/use-scrolled-past';

export {
  AppLink,
  LinkProvider,
  type AppLinkProps,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './components/app-link/app-link';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { ChatLink, type ChatLinkProps } from './components/chat-link/chat-link';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export { Hero, type HeroHighlight, type HeroProps } from './components/hero/hero';
export { NotFound, type NotFoundProps } from './components/not-found/not-found';
export { SafeImage, type SafeImageProps } from './components/safe-image/safe-image';
export {
  ServiceCard,
  ServiceCardSkeleton,
  type ServiceCardProps,
} from './components/service-card/service-card';
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
