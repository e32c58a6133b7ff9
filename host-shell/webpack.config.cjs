// Built with the platform's one federation helper so share rules and output never drift.
const { createAppConfig } = require('@outreach/shared-ui/federation');

module.exports = createAppConfig({
  name: 'host_shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
});
