-- A company's report settings (issue 16): the blocks and metrics its report context includes, the
-- on-time tolerance of clock-in variance, the dashboard's targets and the assistant's house rules.
-- One row per company that saved any (none: the defaults, at version 0). `settings` holds the fields
-- of reportSettingsFieldsSchema (packages/domain/src/report/settings.ts), validated before every save.
CREATE TABLE report_settings (
  company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  version integer NOT NULL,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
