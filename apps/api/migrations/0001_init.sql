-- Initial schema: settings, categories (shared by articles and services), services and their FAQs.
-- Later migrations add articles, locations, pages and galleries; categories.type already allows
-- 'article' so those can reuse this table.
-- Lists that are only ever read whole (features, benefits, ...) are JSON arrays in TEXT columns;
-- FAQs get their own table because they have two fields and an order of their own.

CREATE TABLE settings (
  group_name TEXT NOT NULL,
  key TEXT NOT NULL,
  -- Any JSON value (string, boolean, object), so one table holds every group's shape.
  value TEXT NOT NULL CHECK (json_valid(value)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (group_name, key)
) WITHOUT ROWID;

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('article', 'service')),
  name TEXT NOT NULL CHECK (length(name) > 0),
  slug TEXT NOT NULL CHECK (length(slug) > 0),
  description TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- An article category and a service category may share a slug; two of one type may not.
  UNIQUE (type, slug)
);

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) > 0),
  name TEXT NOT NULL CHECK (length(name) > 0),
  short_desc TEXT NOT NULL,
  description TEXT NOT NULL,
  full_description TEXT NOT NULL,
  icon TEXT NOT NULL DEFAULT 'heart'
    CHECK (icon IN ('heart', 'home', 'dumbbell', 'user-md', 'child', 'graduation-cap')),
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  -- Whole rupiah; the API formats the text range so the format lives in one place.
  price_min INTEGER NOT NULL CHECK (price_min >= 0),
  price_max INTEGER NOT NULL CHECK (price_max >= price_min),
  duration TEXT NOT NULL,
  features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features) AND json_type(features) = 'array'),
  benefits TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(benefits) AND json_type(benefits) = 'array'),
  -- Each step is one 'title - detail' string, the shape the site splits on ' - '.
  process TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(process) AND json_type(process) = 'array'),
  includes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(includes) AND json_type(includes) = 'array'),
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX services_category_id ON services (category_id);
CREATE INDEX services_sort_order ON services (sort_order, id);

-- Old slugs that must keep working (links in older cards, bookmarks); each points at a service.
CREATE TABLE service_slug_aliases (
  slug TEXT PRIMARY KEY CHECK (length(slug) > 0),
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE INDEX service_slug_aliases_service_id ON service_slug_aliases (service_id);

CREATE TABLE service_faqs (
  id INTEGER PRIMARY KEY,
  service_id INTEGER NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  question TEXT NOT NULL CHECK (length(question) > 0),
  answer TEXT NOT NULL CHECK (length(answer) > 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX service_faqs_service_id ON service_faqs (service_id, sort_order, id);
