// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');

module.exports = createAppConfig({
  name: 'mfe_reports_libraries',
  dir: __dirname,
  port: 3003,
  exposes: {
    './ReportsPage': './src/exposes/ReportsPage.ts',
    './LibrariesPage': './src/exposes/LibrariesPage.ts',
  },
});
