// Runs every src/**/*.test.ts with node's test runner: first on PGlite, then again on
// PostgreSQL when DATABASE_URL is set (each test database is created and dropped by the tests).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function collect(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return collect(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const only = process.argv.slice(2);
const files = (
  only.length > 0 ? only.map((file) => path.resolve(file)) : collect(path.join(root, 'src'))
).sort();
const targets = [{ name: 'PGlite', env: { TEST_DATABASE: 'pglite', DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', env: { TEST_DATABASE: 'postgres' } });

let failed = false;
for (const target of targets) {
  process.stdout.write(`\n# api-server tests on ${target.name} (${files.length} files)\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...target.env, NODE_ENV: 'test' },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
