-- Articles, pages, locations, gallery, FAQs, team, testimonials and contact messages.
-- Seeded rows are found again by a natural key (slug or seed_key): every start re-applies the
-- seed and the clinic constants to them, keeping what visitors produced (view counts, likes,
-- contact messages). title_key, search_text and reading_time are derived from other columns by
-- the API (src/content/) and refreshed on every start too.

-- The seed re-applies service FAQs by position.
CREATE UNIQUE INDEX service_faqs_position ON service_faqs (service_id, sort_order);

-- The value the seed last wrote: a setting still equal to it follows the clinic constants when
-- they change; one that differs was edited and is kept. NULL: written before this column existed.
ALTER TABLE settings ADD COLUMN seeded_value TEXT CHECK (seeded_value IS NULL OR json_valid(seeded_value));

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 200 AND slug NOT GLOB '*[^a-z0-9-]*'),
  title TEXT NOT NULL CHECK (length(title) > 0),
  -- Indonesian, case-insensitive sort key of the title (src/content/collation.ts).
  title_key TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  -- Sanitized HTML (src/content/html.ts).
  content TEXT NOT NULL,
  -- Lower-cased title, excerpt and text of the content, for ?search=.
  search_text TEXT NOT NULL,
  reading_time INTEGER NOT NULL CHECK (reading_time >= 1),
  -- Comma-separated: the name first, then titles.
  author TEXT NOT NULL CHECK (length(author) > 0),
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  -- Always the clinic's offset, so text order is time order.
  published_at TEXT NOT NULL CHECK (
    published_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]+07:00'
  ),
  view_count INTEGER NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  meta_keywords TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One index per sort order of the list (id breaks ties, so pages never overlap).
CREATE INDEX articles_published_at ON articles (published_at, id);
CREATE INDEX articles_view_count ON articles (view_count, id);
CREATE INDEX articles_title_key ON articles (title_key, id);
CREATE INDEX articles_category_id ON articles (category_id, published_at);
CREATE INDEX articles_featured ON articles (published_at, id) WHERE is_featured = 1;

-- One row per keyword of meta_keywords, lower-cased, for ?tag=.
CREATE TABLE article_tags (
  tag TEXT NOT NULL CHECK (length(tag) > 0),
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  PRIMARY KEY (tag, article_id)
) WITHOUT ROWID;

CREATE INDEX article_tags_article_id ON article_tags (article_id);

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) > 0 AND slug NOT GLOB '*[^a-z0-9-]*'),
  title TEXT NOT NULL CHECK (length(title) > 0),
  excerpt TEXT NOT NULL,
  meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  -- Sanitized HTML.
  content TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- The date the text last changed (legal pages: the date they state).
  updated_at TEXT NOT NULL CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);

CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) > 0),
  name TEXT NOT NULL CHECK (length(name) > 0),
  description TEXT NOT NULL,
  address TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  business_hours TEXT NOT NULL CHECK (json_valid(business_hours) AND json_type(business_hours) = 'object'),
  facilities TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(facilities) AND json_type(facilities) = 'array'),
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  is_main_location INTEGER NOT NULL DEFAULT 0 CHECK (is_main_location IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- At most one main location; the seed and the constants step make it exactly one.
CREATE UNIQUE INDEX locations_one_main ON locations (is_main_location) WHERE is_main_location = 1;

CREATE TABLE gallery_items (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) > 0 AND slug NOT GLOB '*[^a-z0-9-]*'),
  title TEXT NOT NULL CHECK (length(title) > 0),
  description TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('clinic', 'therapy', 'events', 'team', 'equipment')),
  -- A path on the site; never a remote URL.
  image_url TEXT NOT NULL CHECK (image_url GLOB '/images/*' AND image_url NOT GLOB '*//*'),
  taken_at TEXT NOT NULL CHECK (taken_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  likes INTEGER NOT NULL DEFAULT 0 CHECK (likes >= 0),
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
  -- Lower-cased title, description and tags, for ?search=.
  search_text TEXT NOT NULL
);

CREATE INDEX gallery_items_taken_at ON gallery_items (taken_at, id);
CREATE INDEX gallery_items_category ON gallery_items (category, taken_at);

CREATE TABLE faq_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) > 0),
  name TEXT NOT NULL CHECK (length(name) > 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  -- Stable name of a seeded FAQ, so the constants step can find it again.
  seed_key TEXT UNIQUE,
  question TEXT NOT NULL CHECK (length(question) > 0),
  answer TEXT NOT NULL CHECK (length(answer) > 0),
  category_id INTEGER REFERENCES faq_categories (id) ON DELETE SET NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX faqs_active_order ON faqs (is_active, sort_order, id);

CREATE TABLE team_members (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) > 0),
  name TEXT NOT NULL CHECK (length(name) > 0),
  role TEXT NOT NULL,
  experience TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY,
  seed_key TEXT UNIQUE,
  name TEXT NOT NULL CHECK (length(name) > 0),
  role TEXT NOT NULL,
  content TEXT NOT NULL CHECK (length(content) > 0),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- Visitors' messages from the contact form: user data, never touched by the seed.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 9 AND 30),
  subject TEXT NOT NULL CHECK (subject IN ('konsultasi', 'booking', 'homecare', 'kerjasama', 'lainnya')),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
