// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');

module.exports = createAppConfig({
  name: 'mfe_avs',
  dir: __dirname,
  port: 3005,
  exposes: {
    './AvsPage': './src/exposes/AvsPage.ts',
  },
});
