-- The retention task's scans, each in the order of its index so a batch reads only the rows it
-- erases (never a sort of the whole backlog): the cancelled bookings by their cancellation, the
-- requests by the time received; not yet erased. (The visits' and the messages' are 0005's.)
CREATE INDEX bookings_cancelled_retention ON bookings (cancelled_at)
  WHERE erased_at IS NULL AND status = 'cancelled';
CREATE INDEX data_requests_retention ON data_requests (created_at) WHERE erased_at IS NULL;
