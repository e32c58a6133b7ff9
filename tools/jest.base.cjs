// @ts-check
/**
 * Jest configuration shared by every front-end package (host, remotes, shared-ui).
 * Tests run in jsdom and are compiled by SWC (TypeScript + React automatic runtime), so they
 * need no type-check pass of their own; `pnpm typecheck` does that.
 */
'use strict';

const path = require('node:path');

/**
 * Packages published only as ES modules. Jest runs CommonJS, so these must be compiled too.
 * Under pnpm a file lives at `node_modules/.pnpm/<name>@<version>/node_modules/<name>/...`,
 * so the ignore pattern skips the `.pnpm` segment and checks the package folder after it.
 */
const ESM_PACKAGES = [
  'ky',
  'jotai',
  '@fontsource',
  // msw and the packages of its own it loads in Node.
  'msw',
  '@msw',
  '@mswjs',
  '@open-draft',
  'cookie',
  'rettime',
  'until-async',
];

/**
 * @param {string} dir the package folder (`__dirname` of its jest.config.cjs)
 * @param {{ apiMockSetup?: string }} [options] the set-up file that starts the shared API mock;
 *   every package takes shared-ui's built one, shared-ui its own source.
 */
function createJestConfig(dir, options = {}) {
  const fromPackage = (request) => require.resolve(request, { paths: [dir] });
  const apiMockSetup = options.apiMockSetup ?? fromPackage('@outreach/shared-ui/jest-setup');
  const escapedEsm = ESM_PACKAGES.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  return {
    rootDir: dir,
    roots: ['<rootDir>/src'],
    testEnvironment: fromPackage('jest-environment-jsdom'),
    // The code runs in Node whatever jsdom pretends: packages resolve to their Node builds, as msw's
    // guidance for jsdom has it (`msw/node` has no browser build).
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        fromPackage('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/)(?!(${escapedEsm})/)`],
    moduleNameMapper: {
      // Styles and fonts mean nothing to jsdom; a stub keeps the import graph intact.
      '\\.(css)$': path.join(__dirname, 'jest', 'assetMock.cjs'),
      '\\.(woff2?|ttf|otf|eot|png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'jest', 'assetMock.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jest', 'polyfills.cjs')],
    setupFilesAfterEnv: [fromPackage('@testing-library/jest-dom'), apiMockSetup],
    clearMocks: true,
    // A form test types and clicks through a whole dialog as a user would, and each of its waits may
    // take up to Testing Library's bound (TEST_WAIT_MS in shared-ui's jest set-up, 15 s) on two busy
    // cores with a cold cache. A passing test never comes near this; it stops only a test that hangs.
    testTimeout: 60_000,
    // Tests fake the clock, not Node's own scheduling: the API mock's answers travel through Node's
    // streams, which run on process.nextTick and setImmediate, and would otherwise stall until a
    // test moved the clock on.
    fakeTimers: { doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] },
  };
}

module.exports = { createJestConfig };
