-- The visitor data file: what visitors gave us, which no seed can rebuild. It lives apart from
-- the content file (migrations/*.sql), is never replaced or moved aside by the server, and is
-- the one the backups copy (src/storage/backup.ts).

-- Contact form messages and their delivery to the clinic's inbox (src/mail/outbox.ts).
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 9 AND 30),
  subject TEXT NOT NULL CHECK (subject IN ('konsultasi', 'booking', 'homecare', 'kerjasama', 'lainnya')),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  created_at TEXT NOT NULL,
  -- A keyed hash of the sender's address (src/http/visitor-key.ts), for the per-client limits; the
  -- address itself is not kept. NULL for messages imported from the single-file layout.
  client TEXT,
  -- A hash of the five fields, to store a message sent twice in a row once.
  fingerprint TEXT NOT NULL,
  -- pending: not delivered yet (also while no SMTP_URL is set); sent; failed: gave up after
  -- the last attempt; spam: the honeypot was filled; imported: stored before the outbox existed.
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sent', 'failed', 'spam', 'imported')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT
);

CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
CREATE INDEX contact_messages_client ON contact_messages (client, created_at);
CREATE INDEX contact_messages_fingerprint ON contact_messages (fingerprint, created_at);
CREATE INDEX contact_messages_due ON contact_messages (next_attempt_at) WHERE status = 'pending';

-- Each article's view count once a visitor has viewed it: the seed's starting number plus every
-- counted view. Keyed by slug, the natural key that survives a rebuilt content file.
CREATE TABLE article_views (
  slug TEXT PRIMARY KEY,
  view_count INTEGER NOT NULL CHECK (view_count >= 0)
) WITHOUT ROWID;

-- The installation's secret for client hashes, and the mark that the single-file data was
-- imported.
CREATE TABLE visitor_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
