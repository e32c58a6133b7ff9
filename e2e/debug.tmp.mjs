import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
await page.goto(process.argv[2]);
await page.waitForTimeout(4000);
console.log((await page.content()).slice(0, 1500));
await browser.close();
