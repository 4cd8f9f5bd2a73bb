-- Staff manage their own account: they change their password (giving the current one) and see
-- their own live sessions and end the others (giving it again). Visitor data: every row of the
-- tables rebuilt here is copied over, ids included, and the file is in every backup.
--
-- Rebuilt (SQLite's twelve steps): a session gets a number of its own, which the list of one's
-- sessions names instead of its token's hash, and the browser it signed in from in a few words;
-- the log's CHECK is widened for the new actions. src/storage/database.ts applies the migrations
-- with foreign keys off and runs foreign_key_check before the transaction commits.

-- Sessions: only the SHA-256 of the cookie's 256 random bits; `id` is what the account's own
-- page names (it ends a session only for its own account, after the password again).
CREATE TABLE staff_sessions_own (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id),
  created_at TEXT NOT NULL,
  -- Updated at most once a minute; the session ends `staffRules.idleMinutes` after it.
  last_seen_at TEXT NOT NULL,
  -- created_at + `staffRules.absoluteHours`.
  expires_at TEXT NOT NULL,
  client TEXT,
  -- The browser and system of the sign-in in a few words ('Chrome di Android'), read from its
  -- User-Agent; never the header itself. NULL for sessions started before, or when unknown.
  device TEXT CHECK (device IS NULL OR length(device) BETWEEN 1 AND 60)
);

INSERT INTO staff_sessions_own (token_hash, account_id, created_at, last_seen_at, expires_at, client)
SELECT token_hash, account_id, created_at, last_seen_at, expires_at, client FROM staff_sessions;

DROP TABLE staff_sessions;
ALTER TABLE staff_sessions_own RENAME TO staff_sessions;
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

-- The log, as before, with the new actions: a password changed, one other session or every
-- other session ended, and a wrong password given to confirm one of these.
CREATE TABLE staff_log_own (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  -- The account's e-mail at the time, 'cli' for `pnpm staff`, NULL when nobody was signed in.
  actor TEXT,
  action TEXT NOT NULL CHECK (action IN (
    'sign_in', 'sign_in_failed', 'sign_out', 'setup', 'second_factor', 'recovery_code',
    'password_change', 'session_end', 'sessions_end', 'reauth_failed',
    'booking_create', 'booking_status', 'booking_move', 'booking_note', 'closure_add',
    'closure_remove', 'message_handled', 'account_add', 'account_disable', 'account_reset')),
  record_type TEXT CHECK (record_type IS NULL OR record_type IN ('account', 'booking', 'closure', 'message')),
  record TEXT,
  detail TEXT,
  client TEXT
);

INSERT INTO staff_log_own (id, at, actor, action, record_type, record, detail, client)
SELECT id, at, actor, action, record_type, record, detail, client FROM staff_log;

-- Dropping a table fires none of its triggers: the rows live on, unchanged, in the new table.
DROP TABLE staff_log;
ALTER TABLE staff_log_own RENAME TO staff_log;
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
