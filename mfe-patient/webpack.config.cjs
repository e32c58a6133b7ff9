// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');

module.exports = createAppConfig({
  name: 'mfe_patient',
  dir: __dirname,
  port: 3004,
  exposes: {
    './PatientApp': './src/exposes/PatientApp.ts',
  },
});
