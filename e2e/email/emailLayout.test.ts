// The patient's e-mail on the narrowest phone screen, in the Chromium the suite drives: the api-server
// draws the demo touchpoint's e-mail (src/dev/sampleEmail.ts) and the page opens it 320 px wide.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

const apiServer = resolve(dirname(fileURLToPath(import.meta.url)), '../../api-server');

function sampleEmail(language: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/dev/sampleEmail.ts', language], {
    cwd: apiServer,
    encoding: 'utf8',
  });
}

const buttons = { en: 'Open your page', es: 'Abrir su página' } as const;

void describe('a patient’s e-mail on a 320 px wide phone', () => {
  let browser: Browser;
  before(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  });
  after(() => browser.close());

  for (const [language, name] of Object.entries(buttons)) {
    void it(`scrolls no sideways and shows the button to the patient’s page (${language})`, async () => {
      const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
      await page.setContent(sampleEmail(language));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 320, `the e-mail is ${String(width)} px wide`);
      const button = page.getByRole('link', { name, exact: true });
      assert.equal(await button.isVisible(), true);
      const box = await button.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 320, 'the button is inside the screen');
      assert.match((await button.getAttribute('href')) ?? '', /^https:\/\/patients\.demo-health\.test\/i\//);
      await page.close();
    });
  }
});
