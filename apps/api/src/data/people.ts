import type { FaqItem, TeamMember, Testimonial } from '@klinik/clinic';
import type { Db } from '../storage/sqlite';

interface FaqRow {
  id: number;
  question: string;
  answer: string;
  is_active: number;
  sort_order: number;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
}

/** FAQs, team and testimonials: short lists read whole. */
export interface PeopleStore {
  /** Active FAQs in display order. */
  faqs(): FaqItem[];
  team(): TeamMember[];
  testimonials(): Testimonial[];
}

export function createPeopleStore(db: Db): PeopleStore {
  const faqs = db.prepare<[], FaqRow>(
    `SELECT f.id, f.question, f.answer, f.is_active, f.sort_order,
       fc.id AS category_id, fc.name AS category_name, fc.slug AS category_slug
     FROM faqs f LEFT JOIN faq_categories fc ON fc.id = f.category_id
     WHERE f.is_active = 1 ORDER BY f.sort_order, f.id`,
  );
  const team = db.prepare<[], TeamMember>(
    `SELECT id, name, role, experience, description, job_title, credentials
     FROM team_members ORDER BY sort_order, id`,
  );
  const testimonials = db.prepare<[], Testimonial>(
    'SELECT id, name, role, content, rating FROM testimonials ORDER BY sort_order, id',
  );
  return {
    faqs: () =>
      faqs.all().map((row) => ({
        id: row.id,
        question: row.question,
        answer: row.answer,
        category:
          row.category_id === null
            ? null
            : { id: row.category_id, name: row.category_name ?? '', slug: row.category_slug ?? '' },
        isActive: row.is_active === 1,
        order: row.sort_order,
      })),
    team: () => team.all(),
    testimonials: () => testimonials.all(),
  };
}
