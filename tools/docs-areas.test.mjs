// The docs must not call an area empty once it has been built: a README that says the campaigns area is a
// page frame while the studio ships sends a newcomer looking in the wrong place. What an area is comes from
// the code (the host's route table, each exposed page, the contract's endpoints); what the docs claim comes
// from their sentences.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './workspace.mjs';

/** The staff and patient areas, with the words the docs use for each and the host paths they own. */
const areas = [
  { name: 'campaigns', words: /\bcampaigns\b|\bmfe-campaigns\b|\bstudio\b|`\/create`|`\/studio-landing`/i },
  { name: 'contacts', words: /\bcontacts\b|`\/contacts`/i },
  { name: 'reports', words: /\breports\b|`\/reports`/i },
  { name: 'libraries', words: /\blibraries\b|`\/libraries`/i },
  { name: 'avs', words: /after-visit-summary|\bAVS\b|`\/avs`/ },
  { name: 'patient', words: /^\|\s*patient\s*\||\bpatient app\b|\bmfe-patient\b|\bpatient-facing\b/i },
];

/** How docs say an area has nothing in it yet. */
const emptyClaim =
  /\bempty (?:page )?frames?\b|\bpage frames?\b|\bnot built\b|\banswers every link with\b|\bno patient(?:-facing)? (?:API )?call\b|\bhas no patient call\b/i;

/** `{ path, remote, module }` of every row of the host's remote table. */
function remoteRows() {
  const source = readFileSync(join(root, 'host-shell/src/remotes/remoteRoutes.ts'), 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)', remote: '([^']+)', module: '([^']+)'/g)].map(
    ([, path, remote, module]) => ({ path, remote, module }),
  );
}

/** The source of the page a remote exposes under `module`, following the expose file's one import. */
function exposedPage(remote, module) {
  const app = join(root, remote.replace(/^mfe_/, 'mfe-').replaceAll('_', '-'));
  const expose = readFileSync(join(app, 'src/exposes', `${module}.ts`), 'utf8');
  const target = expose.match(/from '\.\.\/(.+?)'/)?.[1];
  assert.ok(target, `${remote}/${module}: the expose file imports its page`);
  const file = ['.tsx', '.ts'].map((ext) => join(app, 'src', `${target}${ext}`)).find(existsSync);
  assert.ok(file, `${remote}/${module}: the page ${target} exists`);
  return readFileSync(file, 'utf8');
}

/** A page that renders only `<PageFrame … />` with no children shows its empty state and nothing else. */
function isBareFrame(page) {
  const frame = page.match(/<PageFrame\b[^>]*?(\/?)>/);
  return frame !== null && frame[1] === '/';
}

/** True for an area with something built in it. */
function builtAreas() {
  const byPath = Object.fromEntries(remoteRows().map((row) => [row.path, row]));
  const built = (...paths) =>
    paths.some((path) => byPath[path] && !isBareFrame(exposedPage(byPath[path].remote, byPath[path].module)));
  const endpoints = readFileSync(join(root, 'shared-contracts/src/endpoints.ts'), 'utf8');
  return {
    campaigns: built('/create', '/studio-landing'),
    contacts: built('/contacts'),
    reports: built('/reports'),
    libraries: built('/libraries'),
    avs: built('/avs'),
    patient: /access: 'patient'/.test(endpoints) && built('/i'),
  };
}

/** The Markdown files a newcomer reads: the root README, every package's README and docs/. */
function docFiles() {
  const packageReadmes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => join(entry.name, 'README.md'));
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name))
    : [];
  return ['README.md', ...packageReadmes, ...docs].filter((file) => existsSync(join(root, file)));
}

/** A file's sentences: table rows and list items alone, paragraphs joined across their line breaks. */
export function sentences(markdown) {
  const out = [];
  for (const block of markdown.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    if (lines.every((line) => line.trimStart().startsWith('|'))) {
      out.push(...lines);
      continue;
    }
    const text = lines.join(' ').replace(/\s+/g, ' ');
    out.push(...text.split(/(?<=[.!?])\s+(?=[A-Z*`(])/));
  }
  return out;
}

/** Each sentence of the docs that calls a built area empty, with its file. */
export function falseEmptyClaims(files, built) {
  const found = [];
  for (const file of files) {
    for (const sentence of sentences(readFileSync(join(root, file), 'utf8'))) {
      if (!emptyClaim.test(sentence)) continue;
      const wrong = areas.filter((area) => built[area.name] && area.words.test(sentence));
      if (wrong.length > 0)
        found.push(`${file}: [${wrong.map((a) => a.name).join(', ')}] ${sentence.trim()}`);
    }
  }
  return found;
}

test('every area the host routes to is found and read', () => {
  const built = builtAreas();
  assert.deepEqual(Object.keys(built).sort(), areas.map((area) => area.name).sort());
  // The contacts area has been built since the first release: if this fails, the reading of pages is wrong.
  assert.equal(built.contacts, true);
});

test('a bare page frame reads as empty and a frame with content as built', () => {
  assert.equal(isBareFrame('<PageFrame\n  title={t("a")}\n  emptyBody={t("b")}\n/>'), true);
  assert.equal(isBareFrame('<PageFrame title={t("a")}>\n  <Table />\n</PageFrame>'), false);
  assert.equal(isBareFrame('export function Page() { return <Editor />; }'), false);
});

test('a sentence calling a built area empty is found, one about an empty area is not', () => {
  const built = {
    campaigns: true,
    contacts: true,
    reports: false,
    libraries: false,
    avs: false,
    patient: true,
  };
  const claims = (text) =>
    sentences(text).filter(
      (sentence) =>
        emptyClaim.test(sentence) && areas.some((area) => built[area.name] && area.words.test(sentence)),
    );
  assert.equal(claims('The campaigns area, reports and libraries are empty page frames.').length, 1);
  assert.equal(claims('The patient app answers every link with a page.').length, 1);
  assert.equal(claims('| patient | nothing yet: the API has no patient call |').length, 1);
  assert.equal(claims('The reports, libraries and AVS areas are page frames still to be built.').length, 0);
});

test('no README or docs page calls an area empty that has been built', () => {
  const wrong = falseEmptyClaims(docFiles(), builtAreas());
  assert.deepEqual(wrong, [], `these sentences call a built area empty:\n${wrong.join('\n')}`);
});
