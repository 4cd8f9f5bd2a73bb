import { listSource } from './list-source';

/** GET /testimonials: what patients say, on /tentang-kami. */
export const {
  query: testimonialsQuery,
  use: useTestimonials,
  load: loadTestimonials,
} = listSource('testimonials');
