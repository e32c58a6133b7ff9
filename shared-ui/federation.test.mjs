// The shared federation config reads its share rules from the pnpm catalog (node's test runner:
// `pnpm test:tools`).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { readCatalog, createSharedMap, SINGLETONS } = require('./federation.cjs');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'federation-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function workspaceFile(text) {
  const file = join(scratch, `pnpm-workspace-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  return file;
}

describe('readCatalog', () => {
  it('reads every entry of the catalog, however its names and ranges are quoted', () => {
    const file = workspaceFile(
      [
        'packages:',
        '  - app',
        '# shared versions',
        'catalog:',
        '  react: ^19.1.0   # the one React',
        "  '@scope/single': '1.2.3'",
        '  "@scope/double": "~2.0.0"',
        '  plain-number: 5',
        '  ranged: ">=1.0.0 <2.0.0"',
        'catalogs:',
        '  legacy:',
        '    react: ^18.0.0',
        'onlyBuiltDependencies:',
        '  - esbuild',
        '',
      ].join('\n'),
    );

    assert.deepEqual(readCatalog(file), {
      react: '^19.1.0',
      '@scope/single': '1.2.3',
      '@scope/double': '~2.0.0',
      'plain-number': '5',
      ranged: '>=1.0.0 <2.0.0',
    });
  });

  it('answers an empty catalog for a workspace without one', () => {
    assert.deepEqual(readCatalog(workspaceFile('packages:\n  - app\n')), {});
  });

  it('refuses a catalog that is not a map', () => {
    assert.throws(() => readCatalog(workspaceFile('catalog:\n  - react\n')), /catalog is not a map/);
  });

  it("gives every shared singleton of an app the catalog's range", () => {
    const catalog = readCatalog();
    const shared = createSharedMap(join(root, 'host-shell'));
    for (const key of SINGLETONS) {
      const name = key.endsWith('/') ? key.slice(0, -1) : key;
      if (name.startsWith('@outreach/')) continue;
      assert.equal(shared[key].requiredVersion, catalog[name], key);
      assert.equal(shared[key].singleton, true, key);
    }
  });
});
