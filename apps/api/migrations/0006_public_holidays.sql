-- The national holidays and cuti bersama that close every branch (issue 24), copied by the seed
-- (seed/closures.ts) from `publicHolidayClosures` in @klinik/clinic: content, rebuilt with the
-- file. The days the clinic closes a branch itself are visitor data (visitors.branch_closures);
-- the API reads the two together (src/data/closures.ts).
CREATE TABLE public_holidays (
  date TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  reason TEXT NOT NULL CHECK (length(reason) > 0)
) WITHOUT ROWID;
