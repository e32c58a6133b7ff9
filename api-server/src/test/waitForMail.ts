import type { TestApp } from './build.js';

/** Waits (up to two seconds) for the SMTP sink to have parsed `count` messages; answers them all. */
export async function waitForMail(t: TestApp, count = 1) {
  for (let i = 0; i < 100 && t.mail.messages().length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return t.mail.messages();
}
