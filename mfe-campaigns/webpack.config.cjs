// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');

module.exports = createAppConfig({
  name: 'mfe_campaigns',
  dir: __dirname,
  port: 3001,
  exposes: {
    './CreatePage': './src/exposes/CreatePage.ts',
    './StudioLandingPage': './src/exposes/StudioLandingPage.ts',
  },
});
