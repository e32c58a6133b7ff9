import { Readable } from 'node:stream';
import { rowReasonText } from '@outreach/shared-contracts';
import { csvLine, type CsvCellKind } from '../../../csv/csvCell.js';
import { ApiError } from '../../../errors.js';
import { audit } from '../../audit/tenantAudit.js';
import { inTenant, type TenantScope } from '../../../tenancy/tenantScope.js';
import { REJECTS_LINE_COLUMN, REJECTS_REASON_COLUMN, columnKey } from './columns.js';
import type { ImportDeps } from './deps.js';
import * as repository from './repository.js';

const BATCH_ROWS = 1000;

/**
 * The rejected rows of an import as a CSV file: `line` and `reason` first (the reasons in English:
 * a spreadsheet has no language of the user's to word the codes in), then the file's own
 * columns with the row's fields as uploaded. Read from the database a thousand rows at a time while
 * the response is sent, so the file is never held whole. Cells a spreadsheet would run as formulas
 * are neutralised (see `csvCell`). The file can be corrected and uploaded again as it is: the upload
 * reads past `line` and `reason` and takes the neutralising apostrophes off.
 */
export async function rejectedRowsFile(
  deps: ImportDeps,
  scope: TenantScope,
  id: string,
): Promise<{ filename: string; body: Readable }> {
  const header = await inTenant(deps, scope, async (tx) => {
    const row = await repository.findImport(tx, scope.tenantId, id);
    if (!row) throw new ApiError('NOT_FOUND');
    await audit(tx, deps, scope, 'patients_import_rejects_exported', {
      import_id: id,
      rows: row.rejectedRows,
    });
    return row.columns;
  });
  const own = header.filter((name) => {
    const key = columnKey(name);
    return key !== REJECTS_LINE_COLUMN && key !== REJECTS_REASON_COLUMN;
  });
  const positions = own.map((name) => header.indexOf(name));
  const kinds: CsvCellKind[] = [
    'text',
    'text',
    ...own.map((name): CsvCellKind => (columnKey(name) === 'mobile' ? 'mobile' : 'text')),
  ];

  async function* lines(): AsyncGenerator<string> {
    // A byte order mark, so spreadsheets open the file as UTF-8.
    yield `\uFEFF${csvLine([REJECTS_LINE_COLUMN, REJECTS_REASON_COLUMN, ...own])}`;
    for (let after = 0; ;) {
      const batch = await inTenant(deps, scope, (tx) =>
        repository.rejectedRows(tx, scope.tenantId, id, after, BATCH_ROWS),
      );
      let text = '';
      for (const reject of batch) {
        // Fields past the header's end (a row with too many) follow the known ones.
        const extra = reject.fields.slice(header.length);
        const fields = [...positions.map((position) => reject.fields[position] ?? ''), ...extra];
        const reason = reject.reasons.map(rowReasonText).join('; ');
        text += csvLine([String(reject.line), reason, ...fields], kinds);
      }
      if (text) yield text;
      const last = batch.at(-1);
      if (!last || batch.length < BATCH_ROWS) return;
      after = last.line;
    }
  }
  return { filename: `rejected-rows-${id}.csv`, body: Readable.from(lines()) };
}
