-- Booking a visit (issue 24): the bookings, the days the clinic closes a branch itself, and the
-- mails about both. Visitor data: never reset, in every backup and restore.

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  -- "7KQ4-M2XD" (bookingCode): names the booking on the phone; opens nothing.
  code TEXT NOT NULL UNIQUE CHECK (length(code) = 9),
  -- Hex SHA-256 of the private link's token; the token itself is never stored.
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  branch TEXT NOT NULL CHECK (branch IN ('kiaracondong', 'sumur-bandung', 'mhorfitness')),
  service TEXT NOT NULL,
  -- The visit's place-holding span, ISO 8601 UTC instants.
  start_at TEXT NOT NULL,
  end_at TEXT NOT NULL CHECK (end_at > start_at),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 9 AND 30),
  -- The number as international digits (internationalNumber), for the per-number limit.
  phone_key TEXT NOT NULL,
  email TEXT CHECK (email IS NULL OR length(email) BETWEEN 3 AND 254),
  complaint TEXT CHECK (complaint IS NULL OR length(complaint) BETWEEN 1 AND 1000),
  -- A keyed hash of the client's network (src/http/visitor-key.ts), for the per-client limit;
  -- NULL for bookings the clinic's tools made.
  client TEXT,
  -- The calendar file's SEQUENCE: up by one on every move and on the cancellation.
  sequence INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  created_at TEXT NOT NULL,
  moved_at TEXT,
  cancelled_at TEXT,
  -- Who cancelled: the visitor by the private link, or the clinic (pnpm bookings cancel).
  cancelled_by TEXT CHECK (cancelled_by IN ('visitor', 'clinic')),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

CREATE INDEX bookings_held ON bookings (branch, start_at) WHERE status = 'confirmed';
CREATE INDEX bookings_client ON bookings (client, created_at);
CREATE INDEX bookings_phone ON bookings (phone_key, start_at) WHERE status = 'confirmed';
CREATE INDEX bookings_created_at ON bookings (created_at);

-- The days the clinic closes a branch beyond its hours and the public holidays (pnpm closures
-- add): its own decision, which no seed can rebuild. branch NULL: every branch.
CREATE TABLE branch_closures (
  id INTEGER PRIMARY KEY,
  branch TEXT CHECK (branch IS NULL OR branch IN ('kiaracondong', 'sumur-bandung', 'mhorfitness')),
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  created_at TEXT NOT NULL
);

-- One closure per branch (or for every branch) and day; NULLs are not equal in UNIQUE.
CREATE UNIQUE INDEX branch_closures_day ON branch_closures (coalesce(branch, '*'), date);

-- The mails about bookings, written in the transaction that books, moves or cancels, and sent
-- by the outbox beside the contact messages (src/mail/outbox.ts), with the same retries.
CREATE TABLE booking_mails (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  kind TEXT NOT NULL CHECK (kind IN ('created', 'moved', 'cancelled')),
  -- The clinic's branch inbox, or the visitor (only when an e-mail was given).
  recipient TEXT NOT NULL CHECK (recipient IN ('clinic', 'visitor')),
  -- NULL: the clinic's inbox (CONTACT_INBOX), for a branch without an e-mail of its own.
  to_address TEXT,
  -- The composed mail (src/mail/booking-mail.ts) as JSON: subject, text, Reply-To, calendar file.
  mail TEXT NOT NULL CHECK (json_valid(mail)),
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT
);

CREATE INDEX booking_mails_due ON booking_mails (next_attempt_at) WHERE status = 'pending';
CREATE INDEX booking_mails_sent ON booking_mails (sent_at);
