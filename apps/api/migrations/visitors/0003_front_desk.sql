-- The front desk (issue 36): staff accounts and their sign-in, the statuses a visit takes at the
-- desk, the bookings' history, notes and reminders, who added a closure and handled a message,
-- and the append-only log of every staff action. Visitor data: every row of the tables rebuilt
-- here is copied over, and the file is in every backup.
--
-- The bookings and their mails are rebuilt (SQLite's twelve steps): a CHECK can only be widened
-- by a new table. src/storage/database.ts applies the migrations with foreign keys off and runs
-- foreign_key_check before the transaction commits, so nothing is left pointing nowhere.

-- Staff accounts: `pnpm staff add`, or an admin in the desk. No default account.
CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY,
  -- Stored as typed at add time (lower case); compared without case.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  role TEXT NOT NULL CHECK (role IN ('admin', 'desk')),
  -- A desk account's branches as a JSON array of slugs; an admin sees every branch ('[]').
  branches TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(branches) AND json_type(branches) = 'array'),
  -- Argon2id in the PHC string format; NULL until the set-up link is used (and after a reset).
  password_hash TEXT,
  -- The TOTP secret, sealed with AES-256-GCM under the staff key, which is kept outside this
  -- file (src/auth/staff-key.ts); NULL: no second factor.
  totp_secret TEXT,
  -- The last TOTP time step accepted: a code of that step or an earlier one is refused.
  totp_last_step INTEGER,
  created_at TEXT NOT NULL,
  setup_at TEXT,
  last_sign_in_at TEXT,
  -- Set: every session ended, no sign-in until a reset.
  disabled_at TEXT
);

-- Single-use recovery codes, each as an HMAC-SHA-256 under the staff key (never the code).
CREATE TABLE staff_recovery_codes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id),
  code_hash TEXT NOT NULL CHECK (length(code_hash) = 64),
  used_at TEXT
);
CREATE INDEX staff_recovery_codes_account ON staff_recovery_codes (account_id);

-- Set-up links: only the SHA-256 of the token; valid `staffRules.setupLinkHours`, usable once.
CREATE TABLE staff_setup_links (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id),
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Used, or replaced by a newer link, a disable or a reset: refused from then on.
  used_at TEXT
);
CREATE INDEX staff_setup_links_account ON staff_setup_links (account_id);

-- Sessions: only the SHA-256 of the cookie's 256 random bits.
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id),
  created_at TEXT NOT NULL,
  -- Updated at most once a minute; the session ends `staffRules.idleMinutes` after it.
  last_seen_at TEXT NOT NULL,
  -- created_at + `staffRules.absoluteHours`.
  expires_at TEXT NOT NULL,
  client TEXT
) WITHOUT ROWID;
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

-- Failed sign-ins: by a keyed hash of the e-mail as typed (so an unknown e-mail waits like a
-- known one) and by the client's key (the limit across accounts).
CREATE TABLE staff_sign_in_failures (
  id INTEGER PRIMARY KEY,
  email_key TEXT NOT NULL,
  client TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX staff_sign_in_failures_email ON staff_sign_in_failures (email_key, at);
CREATE INDEX staff_sign_in_failures_client ON staff_sign_in_failures (client, at);

-- The log: who did what to which record, when (UTC) and from which client key. Append-only: no
-- row is ever changed, and none younger than 24 months deleted (a retention task may delete
-- older ones). It never holds a password, a code, a token or a private link.
CREATE TABLE staff_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  -- The account's e-mail at the time, 'cli' for `pnpm staff`, NULL when nobody was signed in.
  actor TEXT,
  action TEXT NOT NULL CHECK (action IN (
    'sign_in', 'sign_in_failed', 'sign_out', 'setup', 'second_factor', 'recovery_code',
    'booking_create', 'booking_status', 'booking_move', 'booking_note', 'closure_add',
    'closure_remove', 'message_handled', 'account_add', 'account_disable', 'account_reset')),
  record_type TEXT CHECK (record_type IS NULL OR record_type IN ('account', 'booking', 'closure', 'message')),
  record TEXT,
  detail TEXT,
  client TEXT
);
CREATE INDEX staff_log_at ON staff_log (at);

CREATE TRIGGER staff_log_no_update BEFORE UPDATE ON staff_log
BEGIN
  SELECT RAISE(ABORT, 'staff_log is append-only: its rows are never changed');
END;

CREATE TRIGGER staff_log_no_early_delete BEFORE DELETE ON staff_log
WHEN old.at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-24 months')
BEGIN
  SELECT RAISE(ABORT, 'staff_log is append-only: rows younger than 24 months are kept');
END;

-- Bookings, rebuilt for the desk's statuses. New: arrived, done, no_show; why the clinic
-- cancelled; who made it (online, or staff at the desk); the private link's token sealed under
-- the staff key (for the mails that carry the link later: a move by staff, the reminder), NULL
-- for bookings made before.
CREATE TABLE bookings_desk (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (length(code) = 9),
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  sealed_token TEXT,
  status TEXT NOT NULL DEFAULT 'confirmed'
    CHECK (status IN ('confirmed', 'arrived', 'done', 'no_show', 'cancelled')),
  branch TEXT NOT NULL CHECK (branch IN ('kiaracondong', 'sumur-bandung', 'mhorfitness')),
  service TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL CHECK (end_at > start_at),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 9 AND 30),
  phone_key TEXT NOT NULL,
  email TEXT CHECK (email IS NULL OR length(email) BETWEEN 3 AND 254),
  complaint TEXT CHECK (complaint IS NULL OR length(complaint) BETWEEN 1 AND 1000),
  client TEXT,
  source TEXT NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'desk')),
  made_by INTEGER REFERENCES staff_accounts (id),
  sequence INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  created_at TEXT NOT NULL,
  moved_at TEXT,
  cancelled_at TEXT,
  cancelled_by TEXT CHECK (cancelled_by IN ('visitor', 'clinic')),
  cancel_reason TEXT CHECK (cancel_reason IS NULL OR cancel_reason IN (
    'patient_request', 'patient_unwell', 'therapist_unavailable', 'branch_closed', 'duplicate')),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK ((source = 'desk') = (made_by IS NOT NULL))
);

INSERT INTO bookings_desk (id, code, token_hash, status, branch, service, start_at, end_at, name,
  phone, phone_key, email, complaint, client, sequence, created_at, moved_at, cancelled_at,
  cancelled_by)
SELECT id, code, token_hash, status, branch, service, start_at, end_at, name, phone, phone_key,
  email, complaint, client, sequence, created_at, moved_at, cancelled_at, cancelled_by
FROM bookings;

DROP TABLE bookings;
ALTER TABLE bookings_desk RENAME TO bookings;

-- A place is held by a confirmed visit and by one whose patient arrived.
CREATE INDEX bookings_held ON bookings (branch, start_at) WHERE status IN ('confirmed', 'arrived');
CREATE INDEX bookings_client ON bookings (client, created_at);
CREATE INDEX bookings_phone ON bookings (phone_key, start_at) WHERE status IN ('confirmed', 'arrived');
CREATE INDEX bookings_created_at ON bookings (created_at);
CREATE INDEX bookings_day ON bookings (branch, start_at);

-- The booking's mails, rebuilt for the day-before reminder: one per booking and visit start
-- (a moved visit gets its own), due from `next_attempt_at` like any mail of the outbox.
CREATE TABLE booking_mails_desk (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  kind TEXT NOT NULL CHECK (kind IN ('created', 'moved', 'cancelled', 'reminder')),
  recipient TEXT NOT NULL CHECK (recipient IN ('clinic', 'visitor')),
  to_address TEXT,
  -- The composed mail as JSON. A mail that carries the private link keeps it sealed under the
  -- staff key ({ subject, sealed }), so the link is never in this file in clear.
  mail TEXT NOT NULL CHECK (json_valid(mail)),
  -- The visit start a reminder is for; NULL for the other kinds.
  visit_start TEXT,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  CHECK ((kind = 'reminder') = (visit_start IS NOT NULL))
);

INSERT INTO booking_mails_desk (id, booking_id, kind, recipient, to_address, mail, created_at,
  status, attempts, next_attempt_at, last_error, sent_at)
SELECT id, booking_id, kind, recipient, to_address, mail, created_at, status, attempts,
  next_attempt_at, last_error, sent_at
FROM booking_mails;

DROP TABLE booking_mails;
ALTER TABLE booking_mails_desk RENAME TO booking_mails;

CREATE INDEX booking_mails_due ON booking_mails (next_attempt_at) WHERE status = 'pending';
CREATE INDEX booking_mails_sent ON booking_mails (sent_at);
CREATE INDEX booking_mails_booking ON booking_mails (booking_id);
CREATE UNIQUE INDEX booking_mails_one_reminder ON booking_mails (booking_id, visit_start)
  WHERE kind = 'reminder';

-- What happened to a booking, for its history at the desk. by: the staff member; NULL for the
-- visitor, the server or `pnpm bookings`.
CREATE TABLE booking_events (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  at TEXT NOT NULL,
  by INTEGER REFERENCES staff_accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('created', 'status', 'moved', 'cancelled')),
  -- created: the source; status: the new status; moved: the previous start (ISO); cancelled:
  -- who (visitor, clinic) and the reason when the clinic gave one, as "clinic:branch_closed".
  detail TEXT
);
CREATE INDEX booking_events_booking ON booking_events (booking_id, at);

-- The history of the bookings made before: made online, moved, cancelled, as their rows say.
INSERT INTO booking_events (booking_id, at, kind, detail)
SELECT id, created_at, 'created', 'online' FROM bookings;
INSERT INTO booking_events (booking_id, at, kind, detail)
SELECT id, moved_at, 'moved', NULL FROM bookings WHERE moved_at IS NOT NULL;
INSERT INTO booking_events (booking_id, at, kind, detail)
SELECT id, cancelled_at, 'cancelled', cancelled_by FROM bookings WHERE cancelled_at IS NOT NULL;

-- The desk's internal notes on a booking.
CREATE TABLE booking_notes (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  at TEXT NOT NULL,
  by INTEGER NOT NULL REFERENCES staff_accounts (id),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500)
);
CREATE INDEX booking_notes_booking ON booking_notes (booking_id, at);

-- Who added a closure: an admin in the desk; NULL for `pnpm closures add`.
ALTER TABLE branch_closures ADD COLUMN created_by INTEGER REFERENCES staff_accounts (id);

-- The branch a contact message is for (NULL: general), and who marked it handled, when.
ALTER TABLE contact_messages ADD COLUMN branch TEXT
  CHECK (branch IS NULL OR branch IN ('kiaracondong', 'sumur-bandung', 'mhorfitness'));
ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
ALTER TABLE contact_messages ADD COLUMN handled_by INTEGER REFERENCES staff_accounts (id);
