// The audience of `bench:delivery`, written straight into the bench database as its owner, in a few
// set-based statements: patients with the mix of channels, consents and languages a clinic has, a
// cohort of all of them and a cohort of patients who get e-mail.
import { requireFromServer } from './apiServer.mjs';

const pg = requireFromServer('pg');

const givenNames =
  'Ada Ben Cara Dev Elif Finn Gia Hugo Iris Jon Kemi Liam Mona Nils Ola Pia Quinn Rosa Sami Tara Umar Vera Wes Xia Yusuf Zoe'.split(
    ' ',
  );
const surnames = (
  'Hartwell Smithley Brooks Ashford Clayton Dunmore Fairfield Goldcroft Holloway Kirkby Langham Morton ' +
  'Northwood Oakley Penrose Ringwood Stanford Thornton Wardle Garcia Martin Nguyen Okafor Rossi Silva Chen Dubois Novak'
).split(' ');
// Weighted as a clinic's patients might prefer them: most English, then Spanish, then others.
const languages = 'en en en en en en en en es es es fr zh pt ar tl'.split(' ');

/**
 * Seeds `patients` patients into the bench tenant and two cohorts: every patient, and the first
 * `emailCohort` patients whose preference is e-mail alone, with consent, not opted out. Every choice
 * is a function of the patient's number, so each run seeds the same patients. Answers the cohorts'
 * ids, a ready video for the touchpoint's chapter and the seconds it took.
 */
export async function seedAudience(databaseUrl, { patients, emailCohort }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const [{ id: tenantId }] = (await client.query("SELECT id FROM tenants WHERE name = 'Bench Clinic'"))
      .rows;
    await client.query('BEGIN');
    // Channels by a bucket of 100: 55 e-mail, 20 SMS, 15 both, 10 none (half of those with an
    // address); one in 25 without consent on their channel, one in 100 opted out, one in 10 in a
    // time zone of their own.
    await client.query(
      `INSERT INTO patients (tenant_id, mrn, title, first_name, last_name, sort_name, given_name_key,
         date_of_birth, gender, email, mobile, language_preference, communication_preference, email_consent,
         sms_consent, opted_out, opted_out_at, time_zone)
       SELECT $1, 'DM' || lpad(n::text, 7, '0'), title, first, last, lower(last || ' ' || first),
         lower(first || ' ' || last), date '1930-01-01' + ((n::bigint * 7919) % 30000)::int,
         (ARRAY['female', 'male', 'female', 'male', 'non_binary', 'unknown'])[1 + n % 6],
         CASE WHEN pref IN ('email', 'email_and_sms') OR (pref = 'none' AND n % 2 = 0)
           THEN lower(first || '.' || last || '.' || n || '@example.test') END,
         CASE WHEN pref IN ('sms', 'email_and_sms') THEN '+1555' || lpad(n::text, 7, '0') END,
         ($3::text[])[1 + (n * 13) % cardinality($3::text[])], pref,
         (n * 7) % 25 <> 0, (n * 11) % 25 <> 0, n % 100 = 50, CASE WHEN n % 100 = 50 THEN now() END,
         CASE WHEN n % 10 = 3 THEN 'America/New_York' END
       FROM (
         SELECT n, ($4::text[])[1 + (n * 17) % cardinality($4::text[])] AS first,
           ($5::text[])[1 + (n * 31) % cardinality($5::text[])] AS last,
           (ARRAY[NULL, NULL, 'Mr', 'Ms', 'Mrs', 'Dr'])[1 + (n * 3) % 6] AS title,
           CASE WHEN (n * 37) % 100 < 55 THEN 'email' WHEN (n * 37) % 100 < 75 THEN 'sms'
             WHEN (n * 37) % 100 < 90 THEN 'email_and_sms' ELSE 'none' END AS pref
         FROM generate_series(1, $2::int) AS n
       ) AS p`,
      [tenantId, patients, languages, givenNames, surnames],
    );
    const cohort = async (title) =>
      Number(
        (
          await client.query('INSERT INTO cohorts (tenant_id, title) VALUES ($1, $2) RETURNING id', [
            tenantId,
            title,
          ])
        ).rows[0].id,
      );
    const allCohortId = await cohort('Every patient');
    await client.query(
      'INSERT INTO cohort_members (tenant_id, cohort_id, patient_id) SELECT $1, $2, id FROM patients WHERE tenant_id = $1',
      [tenantId, allCohortId],
    );
    const emailCohortId = await cohort('E-mail reminders');
    const { rowCount } = await client.query(
      `INSERT INTO cohort_members (tenant_id, cohort_id, patient_id)
       SELECT $1, $2, id FROM patients
       WHERE tenant_id = $1 AND communication_preference = 'email' AND email_consent AND NOT opted_out
       ORDER BY id LIMIT $3`,
      [tenantId, emailCohortId, emailCohort],
    );
    if (rowCount !== emailCohort)
      throw new Error(
        `only ${rowCount} patients get e-mail alone; seed more patients for ${emailCohort} messages`,
      );
    const { rows } = await client.query(
      `INSERT INTO videos (tenant_id, title, source, status, object_key, duration_seconds)
       VALUES ($1, 'Heart medicines', 'upload', 'ready', $2, 30) RETURNING id`,
      [tenantId, `${tenantId}/synthesia-videos/benchdelivery00000.mp4`],
    );
    await client.query('COMMIT');
    // What the server does after a bulk import: statistics, and a visibility map for index-only scans.
    await client.query('VACUUM ANALYZE patients, cohort_members, cohorts');
    return {
      tenantId,
      allCohortId,
      emailCohortId,
      videoId: Number(rows[0].id),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}
