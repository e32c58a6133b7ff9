import { writeFile } from 'node:fs/promises';
import { migratedPgliteCluster } from './build.js';

/** Writes a migrated PGlite cluster to the file named on the command line, for a test run to share. */
const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: writePgliteTemplate.ts <file>\n');
  process.exit(2);
}
await writeFile(file, Buffer.from(await (await migratedPgliteCluster()).arrayBuffer()));
