import {
  locationSchema,
  type LocationRecord as Location,
  type LocationSummary,
} from '@klinik/clinic';
import * as z from 'zod/mini';
import { formatHoursText } from '../content/hours';
import type { Db } from '../storage/sqlite';

interface LocationRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  business_hours: string;
  facilities: string;
  latitude: number;
  longitude: number;
  is_main_location: number;
}

const {
  business_hours: hoursSchema,
  slug: slugSchema,
  facilities: stringList,
} = locationSchema.shape;

export interface LocationStore {
  list(): Location[];
  summaries(): LocationSummary[];
  /** By branch slug or numeric id. */
  find(slugOrId: string): Location | undefined;
  main(): Location | undefined;
}

export function createLocationStore(db: Db): LocationStore {
  const all = db.prepare<[], LocationRow>('SELECT * FROM locations ORDER BY sort_order, id');
  const byId = db.prepare<[number], LocationRow>('SELECT * FROM locations WHERE id = ?');
  const bySlug = db.prepare<[string], LocationRow>('SELECT * FROM locations WHERE slug = ?');
  const main = db.prepare<[], LocationRow>(
    'SELECT * FROM locations WHERE is_main_location = 1 LIMIT 1',
  );
  return {
    list: () => all.all().map(toLocation),
    summaries: () =>
      all.all().map((row) => {
        const { id, slug, name, address, phone, is_main_location } = toLocation(row);
        return { id, slug, name, address, phone, is_main_location };
      }),
    find(slugOrId) {
      const row = /^\d+$/.test(slugOrId) ? byId.get(Number(slugOrId)) : bySlug.get(slugOrId);
      return row ? toLocation(row) : undefined;
    },
    main() {
      const row = main.get();
      return row ? toLocation(row) : undefined;
    },
  };
}

function toLocation(row: LocationRow): Location {
  const businessHours = z.parse(hoursSchema, JSON.parse(row.business_hours));
  return {
    id: row.id,
    slug: z.parse(slugSchema, row.slug),
    name: row.name,
    description: row.description,
    address: row.address,
    phone: row.phone,
    email: row.email,
    operating_hours: formatHoursText(businessHours),
    business_hours: businessHours,
    facilities: z.parse(stringList, JSON.parse(row.facilities)),
    latitude: row.latitude,
    longitude: row.longitude,
    is_main_location: row.is_main_location === 1,
  };
}
