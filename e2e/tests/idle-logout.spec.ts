import { expect, test } from '../fixtures.js';

// The clock is installed before the first navigation, so the page's timers and Date run on it.
test.describe('idle logout after 30 minutes without activity', () => {
  test('a session with no activity for 30 minutes is cleared and the login screen shows', async ({
    page,
    shell,
    loginPage,
    signIn,
  }) => {
    await page.clock.install();
    await signIn('idle');

    await test.step('29 minutes without activity keep the session', async () => {
      await page.clock.fastForward('29:00');
      await shell.expectSignedIn();
    });

    await test.step('one minute more, 30 in all, ends it', async () => {
      await page.clock.fastForward('01:01');
      await loginPage.expectShown();
      await expect(shell.navigation).toHaveCount(0);
    });

    await test.step('a reload does not bring the session back', async () => {
      await page.reload();
      await loginPage.expectShown();
    });
  });

  test('activity before the 30 minutes are up keeps the session', async ({
    page,
    shell,
    loginPage,
    signIn,
  }) => {
    await page.clock.install();
    await signIn('active');
    // The area has loaded before the clock jumps: a jump while its script is in flight would fire the
    // loader's time-out, which no user idling on a loaded page meets.
    await expect(shell.areaHeading({ heading: 'Create a campaign' })).toBeVisible();

    await test.step('20 minutes idle, then the mouse moves and a key is pressed', async () => {
      await page.clock.fastForward('20:00');
      await shell.expectSignedIn();
      await page.mouse.move(400, 300);
      await page.mouse.move(420, 320);
      await page.keyboard.press('Shift');
    });

    await test.step('20 more minutes (40 since sign-in, 20 since the activity) keep the session', async () => {
      await page.clock.fastForward('20:00');
      await shell.expectSignedIn();
      await expect(shell.areaHeading({ heading: 'Create a campaign' })).toBeVisible();
    });

    await test.step('30 minutes after the last activity the session ends', async () => {
      await page.clock.fastForward('10:01');
      await loginPage.expectShown();
    });
  });
});
