// Test-only: the jest set-up of every front-end package (setupFilesAfterEnv), which starts the
// shared API mock for each test file.
import { installApiMock } from './apiMock';

installApiMock();

// The BroadcastChannel lent to msw's load (tools/jest/polyfills.cjs) goes back: jsdom has none.
const lent = globalThis as { __lentBroadcastChannel?: boolean; BroadcastChannel?: unknown };
if (lent.__lentBroadcastChannel) {
  delete lent.BroadcastChannel;
  delete lent.__lentBroadcastChannel;
}
