-- Personal data (UU PDP): the consent each booking and message was given under, erasure that
-- keeps the books straight, a person's own requests, and the log's new actions. Visitor data:
-- every existing row is kept.

-- The consent on record: the version of the form's text (consentHistory in @klinik/clinic) and
-- when it was given. Rows stored before versions were recorded get the version in force then,
-- 1 for both forms, given when the row was made; a booking staff made has no consent box (NULL).
ALTER TABLE bookings ADD COLUMN consent_version INTEGER;
ALTER TABLE bookings ADD COLUMN consent_at TEXT;
UPDATE bookings SET consent_version = 1, consent_at = created_at WHERE source = 'online';

ALTER TABLE contact_messages ADD COLUMN consent_version INTEGER;
ALTER TABLE contact_messages ADD COLUMN consent_at TEXT;
UPDATE contact_messages SET consent_version = 1, consent_at = created_at;

-- Erased: the name, number, e-mail and complaint (or message) replaced by the marker
-- '[dihapus]'; the booking's branch, service, time and status stay, so the day's counts and
-- places stay right. An erased booking's private link answers 410.
ALTER TABLE bookings ADD COLUMN erased_at TEXT;
ALTER TABLE contact_messages ADD COLUMN erased_at TEXT;

-- A message's number as international digits (internationalNumber), to find a person's
-- messages by the number they typed in any form; the server writes it for new messages.
ALTER TABLE contact_messages ADD COLUMN phone_key TEXT;
UPDATE contact_messages SET phone_key = (
  SELECT CASE WHEN d LIKE '0%' THEN '62' || substr(d, 2) ELSE d END
  FROM (SELECT replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '.', ''),
    '(', ''), ')', ''), '+', '') AS d)
);

CREATE INDEX contact_messages_phone_key ON contact_messages (phone_key);
CREATE INDEX contact_messages_email ON contact_messages (lower(email));
CREATE INDEX bookings_phone_key ON bookings (phone_key);
CREATE INDEX bookings_email ON bookings (lower(email));
-- The retention task's scans: by the visit's end and by the cancellation, not yet erased.
CREATE INDEX bookings_retention ON bookings (end_at) WHERE erased_at IS NULL;
CREATE INDEX contact_messages_retention ON contact_messages (created_at) WHERE erased_at IS NULL;

-- A person's own requests about their data (the privacy page's form): stored, then mailed to the
-- clinic by the outbox like a contact message (status, attempts, ... as contact_messages), and
-- answered by an admin within 72 hours (state, done_at, done_by, note).
CREATE TABLE data_requests (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'correction', 'erasure', 'withdrawal')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The number or e-mail as typed, and its key (personKey): international digits or lower case.
  contact TEXT NOT NULL CHECK (length(contact) BETWEEN 1 AND 254),
  contact_key TEXT NOT NULL,
  details TEXT CHECK (details IS NULL OR length(details) BETWEEN 1 AND 2000),
  consent_version INTEGER NOT NULL,
  consent_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  client TEXT,
  fingerprint TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sent', 'failed', 'spam')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done')),
  done_at TEXT,
  done_by INTEGER REFERENCES staff_accounts (id),
  note TEXT CHECK (note IS NULL OR length(note) BETWEEN 1 AND 500),
  erased_at TEXT,
  CHECK ((state = 'done') = (done_at IS NOT NULL))
);
CREATE INDEX data_requests_open ON data_requests (created_at) WHERE state = 'open';
CREATE INDEX data_requests_client ON data_requests (client, created_at);
CREATE INDEX data_requests_fingerprint ON data_requests (fingerprint, created_at);
CREATE INDEX data_requests_contact_key ON data_requests (contact_key);
CREATE INDEX data_requests_due ON data_requests (next_attempt_at) WHERE status = 'pending';
CREATE INDEX data_requests_created_at ON data_requests (created_at);

-- The log, rebuilt for its new actions and the request record (a CHECK can only be widened by
-- a new table); every row is copied over, and the triggers are made again as they were.
DROP TRIGGER staff_log_no_update;
DROP TRIGGER staff_log_no_early_delete;
CREATE TABLE staff_log_privacy (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT,
  action TEXT NOT NULL CHECK (action IN (
    'sign_in', 'sign_in_failed', 'sign_out', 'setup', 'second_factor', 'recovery_code',
    'booking_create', 'booking_status', 'booking_move', 'booking_note', 'closure_add',
    'closure_remove', 'message_handled', 'account_add', 'account_disable', 'account_reset',
    'privacy_lookup', 'privacy_export', 'privacy_erase', 'privacy_correct',
    'privacy_request_done', 'retention_run')),
  record_type TEXT CHECK (record_type IS NULL OR record_type IN (
    'account', 'booking', 'closure', 'message', 'request')),
  record TEXT,
  detail TEXT,
  client TEXT
);
INSERT INTO staff_log_privacy (id, at, actor, action, record_type, record, detail, client)
SELECT id, at, actor, action, record_type, record, detail, client FROM staff_log;
DROP TABLE staff_log;
ALTER TABLE staff_log_privacy RENAME TO staff_log;
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
