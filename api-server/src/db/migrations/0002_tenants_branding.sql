-- Tenants and their branding. The role model is the smallest that keeps tenants apart: staff belong
-- to tenants through staff_memberships and see or change only those; a platform administrator
-- (staff_users.is_platform_admin) may also create tenants, and becomes a member of each one created.

ALTER TABLE staff_users ADD COLUMN is_platform_admin boolean NOT NULL DEFAULT false;

ALTER TABLE tenants
  ADD COLUMN business_name text NOT NULL DEFAULT '',
  ADD COLUMN trading_name text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '';
-- Tenants made before these columns existed are named by their provisioning name.
UPDATE tenants SET business_name = name, trading_name = name WHERE business_name = '';

-- Invoker's rights, so the membership lookup itself stays under row-level security.
CREATE FUNCTION app_is_member(tenant integer) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM staff_memberships m
    WHERE m.tenant_id = tenant AND m.user_id = app_setting_int('app.user_id'))
$$;

-- The platform-administrator context counts only when the signed-in user really carries the flag.
CREATE FUNCTION app_is_platform_admin() RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT app_setting_on('app.platform_admin') AND EXISTS (
    SELECT 1 FROM staff_users u
    WHERE u.id = app_setting_int('app.user_id') AND u.is_platform_admin)
$$;

CREATE POLICY tenants_member_update ON tenants FOR UPDATE
  USING (app_is_member(id)) WITH CHECK (app_is_member(id));
CREATE POLICY tenants_admin_create ON tenants FOR INSERT WITH CHECK (app_is_platform_admin());
-- INSERT ... RETURNING must see the new row before its first membership exists.
CREATE POLICY tenants_admin_read ON tenants FOR SELECT USING (app_is_platform_admin());
CREATE POLICY staff_memberships_admin_join ON staff_memberships FOR INSERT
  WITH CHECK (app_is_platform_admin() AND user_id = app_setting_int('app.user_id'));

CREATE TABLE tenant_branding (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  disclaimer_text text NOT NULL DEFAULT '',
  ai_video_disclaimer text NOT NULL DEFAULT '',
  primary_color text NOT NULL DEFAULT '#388083',
  secondary_color text NOT NULL DEFAULT '#FFFFFF',
  logo text,
  sender_email text NOT NULL DEFAULT '',
  sender_name text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff_users (id) ON DELETE SET NULL
);

ALTER TABLE tenant_branding ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_branding FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_branding_member ON tenant_branding FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id') OR app_is_member(tenant_id))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id') OR app_is_member(tenant_id));
CREATE POLICY tenant_branding_provisioning ON tenant_branding FOR ALL
  USING (app_setting_on('app.provisioning')) WITH CHECK (app_setting_on('app.provisioning'));

-- Members change only the descriptive columns; ids and provisioning names stay as they are.
GRANT UPDATE (business_name, trading_name, email) ON tenants TO app_runtime;
GRANT SELECT, INSERT, UPDATE ON tenant_branding TO app_runtime;
