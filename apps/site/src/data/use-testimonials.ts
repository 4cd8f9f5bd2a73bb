import { listSource } from './list-source';

/** GET /testimonials: what patients say, on /tentang-kami. */
export const {
  query: testimonialsQuery,
  use: useTestimonials,
  source: testimonials,
} = listSource('testimonials');
