-- Job openings of the careers page (/karir). The spec calls them sample data; they are seeded
-- (seed/jobs.ts) and served like all other content, so the site reads them from the API.

CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 200 AND slug NOT GLOB '*[^a-z0-9-]*'),
  title TEXT NOT NULL CHECK (length(title) > 0),
  -- The values of jobDepartments, jobLocations and jobTypes in @klinik/clinic.
  department TEXT NOT NULL CHECK (department IN ('clinical', 'admin', 'marketing', 'it', 'hr')),
  location TEXT NOT NULL
    CHECK (location IN ('kiaracondong', 'sumur-bandung', 'mhorfitness', 'homecare', 'remote')),
  type TEXT NOT NULL CHECK (type IN ('full-time', 'part-time', 'contract', 'internship')),
  experience TEXT NOT NULL CHECK (length(experience) > 0),
  -- Text range in rupiah, as people read it: 'Rp 5.500.000 - 7.500.000 / bulan'.
  salary TEXT NOT NULL CHECK (length(salary) > 0),
  description TEXT NOT NULL CHECK (length(description) > 0),
  requirements TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(requirements) AND json_type(requirements) = 'array'),
  benefits TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(benefits) AND json_type(benefits) = 'array'),
  posted_at TEXT NOT NULL CHECK (posted_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  -- The last day applications are read.
  deadline TEXT NOT NULL
    CHECK (deadline GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND deadline >= posted_at),
  is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1)),
  -- Lower-cased title and description, for ?search=.
  search_text TEXT NOT NULL
);

-- The list's only order: featured first, then newest.
CREATE INDEX jobs_listing ON jobs (is_featured, posted_at, id);
