-- The key check: one row holding an HMAC of a fixed label under the application secret, written by
-- the first process that starts on this database. A server or CLI started with another APP_SECRET
-- would seal TOTP secrets nobody else can open (and sign-ins would fail); comparing this value at
-- start refuses such a process instead. The secret itself is never stored.
--
-- Only set-up work reads or writes it: the start-up check and the key rotation, both in the
-- provisioning context.

CREATE TABLE app_key_check (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  check_value text NOT NULL CHECK (check_value ~ '^[0-9a-f]{64}$'),
  written_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE app_key_check ENABLE ROW LEVEL SECURITY;
ALTER TABLE app_key_check FORCE ROW LEVEL SECURITY;
CREATE POLICY app_key_check_provisioning ON app_key_check FOR ALL
  USING (app_setting_on('app.provisioning')) WITH CHECK (app_setting_on('app.provisioning'));
GRANT SELECT, INSERT ON app_key_check TO app_runtime;
GRANT UPDATE (check_value, written_at) ON app_key_check TO app_runtime;
