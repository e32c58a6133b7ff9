// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');

module.exports = createAppConfig({
  name: 'mfe_patient',
  dir: __dirname,
  port: 3004,
  // Patients' phones load only the standalone page: keep it a plain, tree-shaken bundle.
  unsharedStandalone: true,
  exposes: {
    './PatientApp': './src/exposes/PatientApp.ts',
    './TouchpointPreview': './src/exposes/TouchpointPreview.ts',
  },
});
