import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { fromSrc, importsOf, sourceFiles, srcDir } from './importGraph.js';

/**
 * `tsconfig.json` builds `dist/` with what runs in production; `tsconfig.test.json` type-checks the
 * tests and their helpers (`*.test.ts`, `testSupport.ts`, `src/test/`, `src/storage/testing/`) against
 * it. Both are read here as tsc reads them.
 */
function filesOf(config: string): Set<string> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(srcDir, '..', config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} could not be read`);
  return new Set(parsed.fileNames.map((file) => fromSrc(path.resolve(file))));
}

/** `files` and everything they import, as tsc compiles them: imported files join the program. */
function withImports(files: Iterable<string>): Set<string> {
  const found = new Set(files);
  const queue = [...found];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const imported of importsOf(path.join(srcDir, file)).map(fromSrc)) {
      if (found.has(imported)) continue;
      found.add(imported);
      queue.push(imported);
    }
  }
  return found;
}

const sorted = (files: Iterable<string>) => [...files].sort();

/**
 * What `node dist/…` starts: the API, the job worker, the CLI, the development mail sink, and the
 * printer of the demo e-mail.
 */
const entryPoints = ['server.ts', 'worker.ts', 'cli.ts', 'dev/mailSinkServer.ts', 'dev/sampleEmail.ts'];

void describe('the production build', () => {
  const build = filesOf('tsconfig.json');
  const tests = filesOf('tsconfig.test.json');
  const emitted = withImports(build);

  void it('is type-checked whole: every file of src is in the build or in the tests, not both', () => {
    assert.deepEqual(sorted([...build].filter((file) => tests.has(file))), []);
    assert.deepEqual(
      sorted(
        sourceFiles()
          .map(fromSrc)
          .filter((file) => !build.has(file) && !tests.has(file)),
      ),
      [],
    );
    for (const helper of ['test/build.ts', 'modules/patients/testSupport.ts', 'storage/testing/sigV4.ts']) {
      assert.ok(tests.has(helper), helper);
    }
  });

  void it('emits no test and no test helper, not even one a production file imports', () => {
    assert.deepEqual(sorted([...emitted].filter((file) => tests.has(file))), []);
  });

  void it('emits only what its entry points reach', () => {
    for (const entry of entryPoints) assert.ok(build.has(entry), entry);
    const reached = withImports(entryPoints);
    assert.deepEqual(sorted([...emitted].filter((file) => !reached.has(file))), []);
  });
});
