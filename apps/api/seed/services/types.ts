import type { ServiceFaq, ServiceIcon } from '@klinik/clinic';
import type { ServiceCategorySlug } from './categories';

/**
 * The editorial part of a service. Name, price and duration are not here: they come from
 * `services` in @klinik/clinic, so the seed cannot disagree with the rest of the site.
 */
export interface ServiceContent {
  icon: ServiceIcon;
  category: ServiceCategorySlug;
  /** Shown in the navigation dropdown and later by /services/featured. */
  featured: boolean;
  shortDesc: string;
  description: string;
  /** Plain text; paragraphs are separated by a blank line. */
  fullDescription: string;
  features: string[];
  benefits: string[];
  /** "Judul - detail": the site splits each step on the first ' - '. */
  process: string[];
  includes: string[];
  faqs: ServiceFaq[];
}
