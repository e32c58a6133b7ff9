import type { InteractionMetric } from '@outreach/shared-contracts/core';

/** The counters of one row of the interaction metric: the page as a whole, or one chapter. */
export type MetricCounters = Omit<InteractionMetric, 'fingerprint' | 'config_data' | 'chapter_id'>;

/** Sends one row; rejects when it did not arrive. */
export type MetricSender = (metric: InteractionMetric, options: { keepalive: boolean }) => Promise<unknown>;

export interface MetricsTrackerOptions {
  send: MetricSender;
  /** The spec's metric send failure: called with each failed send, which is tried again later. */
  onError: (error: unknown) => void;
  fingerprint: string;
  configData: InteractionMetric['config_data'];
  /** The totals the server already holds, so a new visit counts on from them. */
  initial?: readonly { chapter_id: string | null; counters: MetricCounters }[];
}

const empty = (): MetricCounters => ({
  page_visits: 0,
  time_on_page: 0,
  video_watch_time: 0,
  cta_interactions: 0,
  video_finished: false,
  video_watch_count: 0,
  survey_interactions: 0,
  survey_completed: false,
});

interface Row {
  counters: MetricCounters;
  /** Fractions of a second not yet counted: the metric holds whole seconds. */
  watchRemainder: number;
  dirty: boolean;
}

/**
 * The interaction metric as the page goes: totals since the link was sent, one row for the page and
 * one per chapter, sent when they changed. Totals (not increments) make a repeated or late send harmless:
 * the server keeps the highest value it has seen.
 */
export class MetricsTracker {
  private readonly rows = new Map<string, Row>();
  private sending: Promise<void> | null = null;

  constructor(private readonly options: MetricsTrackerOptions) {
    for (const { chapter_id, counters } of options.initial ?? []) {
      this.rows.set(chapter_id ?? '', { counters: { ...counters }, watchRemainder: 0, dirty: false });
    }
  }

  private row(chapter: string | null): Row {
    const key = chapter ?? '';
    let found = this.rows.get(key);
    if (!found) {
      found = { counters: empty(), watchRemainder: 0, dirty: false };
      this.rows.set(key, found);
    }
    return found;
  }

  private change(chapter: string | null, apply: (counters: MetricCounters) => void): void {
    const row = this.row(chapter);
    apply(row.counters);
    row.dirty = true;
  }

  /** The page was opened (a visit of the page, or of a chapter's view). */
  visit(chapter: string | null = null): void {
    this.change(chapter, (counters) => (counters.page_visits += 1));
  }

  /** Whole seconds the page was in view, on the page's row and the open chapter's. */
  addTimeOnPage(seconds: number, chapter: string | null): void {
    this.change(null, (counters) => (counters.time_on_page += seconds));
    if (chapter !== null) this.change(chapter, (counters) => (counters.time_on_page += seconds));
  }

  /** Seconds of a chapter's video played (fractions add up), on the chapter's row and the page's. */
  addWatchTime(chapter: string, seconds: number): void {
    if (!(seconds > 0)) return;
    const row = this.row(chapter);
    row.watchRemainder += seconds;
    const whole = Math.floor(row.watchRemainder);
    if (whole === 0) return;
    row.watchRemainder -= whole;
    this.change(chapter, (counters) => (counters.video_watch_time += whole));
    this.change(null, (counters) => (counters.video_watch_time += whole));
  }

  /** A chapter's video started from its beginning. */
  watchStarted(chapter: string): void {
    this.change(chapter, (counters) => (counters.video_watch_count += 1));
    this.change(null, (counters) => (counters.video_watch_count += 1));
  }

  /** A chapter's video played to its end. */
  watchFinished(chapter: string): void {
    this.change(chapter, (counters) => (counters.video_finished = true));
  }

  /** An action button was pressed. */
  actionPressed(): void {
    this.change(null, (counters) => (counters.cta_interactions += 1));
  }

  /** The patient changed an answer of the survey. */
  surveyInteraction(): void {
    this.change(null, (counters) => (counters.survey_interactions += 1));
  }

  /** Every required question of the survey is answered. */
  surveyCompleted(): void {
    if (this.row(null).counters.survey_completed) return;
    this.change(null, (counters) => (counters.survey_completed = true));
  }

  /** The totals of one row as they stand. */
  counters(chapter: string | null): MetricCounters {
    return { ...this.row(chapter).counters };
  }

  get pending(): boolean {
    return [...this.rows.values()].some((row) => row.dirty);
  }

  /**
   * Sends every changed row. `keepalive` lets the sends outlive the page (it is being hidden or closed).
   * A failed row stays changed, so the next flush sends it again; the error callback hears of it.
   * Resolves true when everything arrived.
   */
  async flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<boolean> {
    // One flush at a time: a row changed meanwhile is sent by the next one.
    if (this.sending && !keepalive) await this.sending;
    const changed = [...this.rows].filter(([, row]) => row.dirty);
    let failed = false;
    const sends = changed.map(async ([key, row]) => {
      row.dirty = false;
      const metric: InteractionMetric = {
        fingerprint: this.options.fingerprint,
        config_data: this.options.configData,
        chapter_id: key === '' ? null : key,
        ...row.counters,
      };
      try {
        await this.options.send(metric, { keepalive });
      } catch (error) {
        row.dirty = true;
        failed = true;
        this.options.onError(error);
      }
    });
    const all = Promise.all(sends).then(() => undefined);
    this.sending = all;
    await all;
    if (this.sending === all) this.sending = null;
    return !failed;
  }
}

const DEVICE_KEY = 'outreach-patient-device';

/**
 * A random id of this browser, kept so repeated visits from one phone count as one device. Made from
 * nothing about the device or the patient.
 */
export function deviceFingerprint(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const kept = storage?.getItem(DEVICE_KEY) ?? null;
  if (kept && /^[A-Za-z0-9_-]{22}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const made = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    storage?.setItem(DEVICE_KEY, made);
  } catch {
    // Private browsing may refuse storage: the id then lasts this visit.
  }
  return made;
}
