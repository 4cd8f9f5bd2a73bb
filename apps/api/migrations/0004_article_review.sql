-- Trusted health articles (issue 15): who of the team reviewed an article and when, when its
-- text last changed, and the sources it rests on. Columns are nullable because rows written by
-- other means have none; the seed fills them for its own articles.

-- What a reviewer's byline shows: "Fisioterapis Geriatri dan Neurologi" (schema.org jobTitle)
-- and the degrees behind the name ("S.Tr.Kes., M.Fis.").
ALTER TABLE team_members ADD COLUMN job_title TEXT NOT NULL DEFAULT '';
ALTER TABLE team_members ADD COLUMN credentials TEXT NOT NULL DEFAULT '';

-- The date the text last changed in substance, in the clinic's offset like published_at. Not the
-- row's updated_at, which records when the seed last wrote the row.
ALTER TABLE articles ADD COLUMN modified_at TEXT CHECK (
  modified_at IS NULL OR
  modified_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]+07:00'
);
ALTER TABLE articles ADD COLUMN reviewed_at TEXT CHECK (
  reviewed_at IS NULL OR reviewed_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'
);
ALTER TABLE articles ADD COLUMN reviewer_id INTEGER REFERENCES team_members (id) ON DELETE SET NULL;
-- A JSON array of references (guidelines, textbooks, journal articles), in citation order.
ALTER TABLE articles ADD COLUMN sources TEXT NOT NULL DEFAULT '[]' CHECK (
  json_valid(sources) AND json_type(sources) = 'array'
);
