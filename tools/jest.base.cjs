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
const ESM_PACKAGES = ['ky', '@fontsource'];

/** @param {string} dir the package folder (`__dirname` of its jest.config.cjs) */
function createJestConfig(dir) {
  const fromPackage = (request) => require.resolve(request, { paths: [dir] });
  const escapedEsm = ESM_PACKAGES.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  return {
    rootDir: dir,
    roots: ['<rootDir>/src'],
    testEnvironment: fromPackage('jest-environment-jsdom'),
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
    setupFilesAfterEnv: [fromPackage('@testing-library/jest-dom')],
    clearMocks: true,
  };
}

module.exports = { createJestConfig };
