// Prints the demo touchpoint's e-mail as a patient gets it, in the language given (`en` unless told),
// with the demo tenant's default colours and a link of the real length: to look at the layout in a
// browser (`pnpm --filter @outreach/api-server email:sample es > /tmp/email.html`) and for the
// end-to-end package's check of it in Chromium.
import { supportedLanguages, touchpointContent, type LanguageCode } from '@outreach/shared-contracts';
import { demoTouchpointContent } from '../modules/demo/demoTouchpoint.js';
import { renderEmail } from '../modules/delivery/render.js';
import { patientLinkUrl } from '../modules/interactions/links.js';
import { DEMO_TENANT } from '../modules/staff/service.js';

const asked = process.argv[2] ?? 'en';
const language = supportedLanguages.find((code): code is LanguageCode => code === asked);
if (!language) {
  process.stderr.write(`Not a language of the platform: ${asked}\n`);
  process.exit(2);
}
const content = touchpointContent.parse(
  demoTouchpointContent({ videoIds: [1, 2], documentKey: '1/cta-documents/sample-document-key.pdf' }),
);
const patientApp = 'https://patients.demo-health.test';
const email = await renderEmail(
  content,
  { firstName: 'Alexandra', lastName: 'Rodríguez', title: null, language },
  { tenantName: DEMO_TENANT, tenantPhone: '+15550100200' },
  patientLinkUrl(patientApp, 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE'),
  `${patientApp}/u/0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE`,
);
process.stdout.write(email.html);
