import * as z from 'zod/mini';
import { referenceKinds } from './options';

/**
 * One source an article rests on, as a reference list cites it: "Vuurberg G, Hoorntje A, et al.
 * (2018). Diagnosis, treatment and prevention of ankle sprains… British Journal of Sports
 * Medicine. doi:10.1136/bjsports-2017-098106".
 */
export const articleReferenceSchema = z.object({
  kind: z.enum(referenceKinds),
  /** As cited: "Vuurberg G, Hoorntje A, Wink LM, et al." or a body: "World Health Organization". */
  authors: z.string(),
  title: z.string(),
  /** The journal (with volume and pages), the publisher of a book, or the issuing body. */
  source: z.string(),
  year: z.int(),
  /** "10.1136/bjsports-2017-098106"; link it as https://doi.org/<doi>. */
  doi: z.nullable(z.string()),
  /** Where the text is read when it has no DOI (a guideline's page); null for a printed book. */
  url: z.nullable(z.string()),
});
export type ArticleReference = z.infer<typeof articleReferenceSchema>;
