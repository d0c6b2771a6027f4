-- A company's column mapping for imports: per file, a source header -> the spec's column it holds, and
-- the time columns' format (12h as the spec writes them, or 24h). One row per company that saved one
-- (none: the identity mapping with 12-hour times, at version 0). `files` holds the per-file header
-- maps of importMappingSchema, validated before every save.
CREATE TABLE import_mappings (
  company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  time_format text NOT NULL CHECK (time_format IN ('12h', '24h')),
  files jsonb NOT NULL,
  version integer NOT NULL,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
