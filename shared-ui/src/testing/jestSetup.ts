// Test-only: the jest set-up of every front-end package (setupFilesAfterEnv), which starts the
// shared API mock for each test file and sets how long Testing Library waits.
import { configure } from '@testing-library/react';
import { installApiMock } from './apiMock';

/**
 * How long `findBy*` and `waitFor` wait for what the user waits for. A wait ends as soon as the
 * screen shows it, so this bound is reached only by a test that fails: it is set for a busy two-core
 * machine with a cold transform cache, where the first `import()` of a lazy dialog compiles its
 * modules and takes seconds, not for Testing Library's default of one second. jest's own per-test
 * timeout (tools/jest.base.cjs) is longer, so a failing wait reports what the screen showed.
 */
const TEST_WAIT_MS = 15_000;

configure({ asyncUtilTimeout: TEST_WAIT_MS });

installApiMock();

// The BroadcastChannel lent to msw's load (tools/jest/polyfills.cjs) goes back: jsdom has none.
const lent = globalThis as { __lentBroadcastChannel?: boolean; BroadcastChannel?: unknown };
if (lent.__lentBroadcastChannel) {
  delete lent.BroadcastChannel;
  delete lent.__lentBroadcastChannel;
}
