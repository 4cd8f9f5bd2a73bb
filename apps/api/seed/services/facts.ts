import { formatPriceRange, serviceFacts, type ServiceSlug } from '@klinik/clinic';

/**
 * Name, price text and duration of a service, for FAQ answers and descriptions that mention
 * them: the text then follows the constants instead of repeating them.
 */
export function factsText(slug: ServiceSlug): { name: string; price: string; duration: string } {
  const facts = serviceFacts(slug);
  return { name: facts.name, price: formatPriceRange(facts.price), duration: facts.duration };
}
