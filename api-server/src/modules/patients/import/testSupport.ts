import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  PatientImportCheck,
  PatientImportRowReason,
  PatientImportStatus,
} from '@outreach/shared-contracts';
import {
  patientImportCheck,
  patientImportColumns,
  patientImportStatus,
  patientTextFields,
  reasonValue,
} from '@outreach/shared-contracts';
import type { PatientRuleCase } from '@outreach/shared-contracts/testing';
import type { LightMyRequestResponse } from 'fastify';
import { signIn, type TestApp, type TestUser } from '../../../test/build.js';

export const HEADER = 'mrn,first_name,last_name,date_of_birth';

/** A CSV file from lines (CRLF, as spreadsheets write it). */
export const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** A staff member using the import as the browser does: cookies, CSRF header, raw CSV bodies. */
export interface ImportCaller {
  upload(
    body: string | Buffer | Readable,
    options?: { cohortId?: number; headers?: Record<string, string>; query?: string },
  ): Promise<LightMyRequestResponse>;
  /** Uploads and returns the report, failing unless the dry run succeeded. */
  check(body: string, cohortId?: number): Promise<PatientImportCheck>;
  commit(importId: string): Promise<LightMyRequestResponse>;
  status(importId: string): Promise<LightMyRequestResponse>;
  /** Commits and waits until the import is done or failed. */
  commitAndWait(importId: string): Promise<PatientImportStatus>;
  rejected(importId: string): Promise<LightMyRequestResponse>;
}

export async function importCaller(t: TestApp, user: TestUser): Promise<ImportCaller> {
  // A one-time code works once: the next time step gives the user a fresh one for this sign-in.
  t.clock.advance(30_000);
  const session = await signIn(t, user);
  const auth = { cookies: session.cookies, headers: { 'x-csrf-token': session.csrf } };
  const caller: ImportCaller = {
    upload(body, options = {}) {
      const query =
        options.query !== undefined
          ? `?${options.query}`
          : options.cohortId === undefined
            ? ''
            : `?cohort_id=${String(options.cohortId)}`;
      return t.app.inject({
        method: 'POST',
        url: `/api/patients/bulk-upload${query}`,
        cookies: auth.cookies,
        headers: { ...auth.headers, 'content-type': 'text/csv', ...options.headers },
        payload: body,
      });
    },
    async check(body, cohortId) {
      const response = await caller.upload(body, cohortId === undefined ? {} : { cohortId });
      if (response.statusCode !== 200)
        throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      return patientImportCheck.parse(response.json());
    },
    commit: (importId) =>
      t.app.inject({ method: 'POST', url: `/api/patients/bulk-upload/${importId}/commit`, ...auth }),
    status: (importId) =>
      t.app.inject({ method: 'GET', url: `/api/patients/bulk-upload/${importId}`, ...auth }),
    async commitAndWait(importId) {
      const started = await caller.commit(importId);
      if (started.statusCode !== 202)
        throw new Error(`commit answered ${started.statusCode}: ${started.body}`);
      for (let attempt = 0; attempt < 500; attempt += 1) {
        const status = patientImportStatus.parse((await caller.status(importId)).json());
        if (status.state !== 'importing') return status;
        await sleep(20);
      }
      throw new Error('the import did not finish');
    },
    rejected: (importId) =>
      t.app.inject({ method: 'GET', url: `/api/patients/bulk-upload/${importId}/rejected`, ...auth }),
  };
  return caller;
}

/** Rows of the import tables of a tenant, read past row-level security. */
export async function importTableCounts(t: TestApp, tenantId: number) {
  const count = async (table: string) =>
    Number(
      (
        await t.db.queryAsOwner<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE tenant_id = $1`, [
          tenantId,
        ])
      )[0]?.n ?? 0,
    );
  return {
    imports: await count('patient_imports'),
    staged: await count('patient_import_rows'),
    rejected: await count('patient_import_rejects'),
  };
}

/** The text columns of an import file, in the order of the template: one per field of a rule case. */
export const ruleCaseColumns = patientImportColumns.filter((column) =>
  (patientTextFields as readonly string[]).includes(column),
);

/** A rule case as the cells of an import row, in the order of {@link ruleCaseColumns}. */
export function ruleCaseCells(ruleCase: PatientRuleCase): string[] {
  return ruleCaseColumns.map((column) => ruleCase.patient[column as keyof PatientRuleCase['patient']] ?? '');
}

/** The reasons the import gives a rule case's row: its verdicts by column, an unknown option repeated. */
export function ruleCaseReasons(ruleCase: PatientRuleCase): PatientImportRowReason[] {
  return ruleCaseColumns.flatMap((column): PatientImportRowReason[] => {
    const code = ruleCase.problems[column as keyof PatientRuleCase['problems']];
    if (!code) return [];
    if (code === 'option_unknown') {
      const cell = ruleCase.patient[column as keyof PatientRuleCase['patient']] ?? '';
      return [{ code, params: { column, value: reasonValue(cell.trim()) } }];
    }
    return [{ code, params: { column } }];
  });
}
