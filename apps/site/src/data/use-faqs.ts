import { listSource } from './list-source';

/** GET /faqs: the questions of the FAQ blocks and /faq. */
export const { query: faqsQuery, use: useFaqs, load: loadFaqs } = listSource('faqs');
