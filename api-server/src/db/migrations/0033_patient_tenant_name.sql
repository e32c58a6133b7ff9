-- A verified patient's page names the tenant in its header: a patient's session reads the row of its
-- own tenant (the page's statement takes the name alone), as it reads that tenant's branding.
CREATE POLICY tenants_patient ON tenants FOR SELECT
  USING (id = (SELECT c.tenant_id FROM app_patient_context() c));
