import { expect, type Page } from '@playwright/test';
import { dateParts } from './patientLinks.js';

/** Types the date of birth into the patient page's three fields and continues. */
export async function confirmDateOfBirth(page: Page, iso: string): Promise<void> {
  const parts = dateParts(iso);
  await page.getByRole('textbox', { name: 'Day' }).fill(parts.day);
  await page.getByRole('textbox', { name: 'Month' }).fill(parts.month);
  await page.getByRole('textbox', { name: 'Year' }).fill(parts.year);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Plays the chapter's video from its last second, as a patient skipping through it would. */
export async function skipToEnd(page: Page): Promise<void> {
  const video = page.locator('video');
  await expect(video)
    .toHaveJSProperty('readyState', 4, { timeout: 15_000 })
    .catch(() => undefined);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise<void>((ended) => {
      element.addEventListener('ended', () => ended(), { once: true });
      element.currentTime = Math.max(element.duration - 0.5, 0);
    });
  });
}
