import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The api-server's `src` folder. */
export const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A path relative to `src`, with forward slashes: `modules/patients/service.ts`. */
export function fromSrc(file: string): string {
  return path.relative(srcDir, file).split(path.sep).join('/');
}

/** Every TypeScript file under `src` (`.ts`, and `.tsx` for the e-mail layout), as absolute paths. */
export function sourceFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The files of `src` that `file` imports: static and dynamic imports, `import type` and re-exports
 * alike. Packages are left out; a relative `./x.js` names the source `./x.ts`, or `./x.tsx` when
 * that is the file there.
 */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'))
    .map((name) => {
      const source = path.resolve(path.dirname(file), name.replace(/\.js$/, '.ts'));
      return existsSync(source) ? source : `${source}x`;
    });
}

export interface ImportEdge {
  /** Both relative to `src`. */
  from: string;
  to: string;
}

/** Every import between two files of `src`. */
export function importGraph(files: readonly string[] = sourceFiles()): ImportEdge[] {
  return files.flatMap((file) => importsOf(file).map((to) => ({ from: fromSrc(file), to: fromSrc(to) })));
}
