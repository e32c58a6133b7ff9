// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');

module.exports = createAppConfig({
  name: 'mfe_contacts',
  dir: __dirname,
  port: 3002,
  exposes: {
    './ContactsPage': './src/exposes/ContactsPage.ts',
  },
});
