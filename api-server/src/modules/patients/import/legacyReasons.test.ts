import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { patientImportStatus } from '@outreach/shared-contracts';
import { migrationsDir } from '../../../db/migrate.js';
import { build, type TestApp } from '../../../test/build.js';
import { HEADER, csv, importCaller, type ImportCaller } from './testSupport.js';

/**
 * Imports are kept a day, so a new version meets reasons and failures an earlier one wrote in
 * English. Migration 0014 recodes them; run again here over such rows, it leaves the API answering
 * codes and the download a readable reason.
 */
void describe('patient import: reasons kept from earlier versions', () => {
  let t: TestApp;
  let importer: ImportCaller;

  before(async () => {
    t = await build();
    importer = await importCaller(t, await t.createUser({ tenantName: 'Legacy Clinic' }));
  });
  after(async () => {
    await t.close();
  });

  void it('are recoded by the migration', async () => {
    const report = await importer.check(
      csv(`${HEADER},email`, 'L-1,Lee,Legacy,1990-01-01,', 'L-2,Lou,Legacy,1990-01-01,x', 'L-3,Lyn'),
    );
    await t.db.queryAsOwner(
      `UPDATE patient_import_rejects SET reasons = CASE line
         WHEN 3 THEN '["email: Must be a valid email."]'::jsonb
         ELSE '["This row has 2 fields; the header has 5.", "date_of_birth: Enter a value."]'::jsonb END
       WHERE import_id = $1`,
      [report.import_id],
    );
    await t.db.queryAsOwner(
      `UPDATE patient_imports SET state = 'failed',
         message = 'The import failed, and nothing was imported. Start it again; if it fails again, contact support.'
       WHERE id = $1`,
      [report.import_id],
    );

    await t.db.execAsOwner(await readFile(path.join(migrationsDir, '0014_patient_import_codes.sql'), 'utf8'));

    const status = patientImportStatus.parse((await importer.status(report.import_id)).json());
    assert.deepEqual(status.failure, { code: 'commit_failed' });
    const stored = await t.db.queryAsOwner<{ line: number; reasons: unknown }>(
      'SELECT line, reasons FROM patient_import_rejects WHERE import_id = $1 ORDER BY line',
      [report.import_id],
    );
    assert.deepEqual(stored, [
      { line: 3, reasons: [{ code: 'value_invalid', params: { column: 'email' } }] },
      {
        line: 4,
        reasons: [
          { code: 'field_count', params: { fields: 2, expected: 5 } },
          { code: 'value_invalid', params: { column: 'date_of_birth' } },
        ],
      },
    ]);
    const download = await importer.rejected(report.import_id);
    assert.match(download.body, /\r\n3,email: Check this value\.,L-2,/);
    assert.match(
      download.body,
      /\r\n4,This row has 2 fields; the header has 5\.; date_of_birth: Check this value\.,L-3,Lyn/,
    );
  });
});
