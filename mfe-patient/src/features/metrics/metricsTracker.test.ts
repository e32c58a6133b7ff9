import type { InteractionMetric } from '@outreach/shared-contracts/core';
import { deviceFingerprint, MetricsTracker, type MetricSender } from './metricsTracker';

function tracker(send: MetricSender, onError = jest.fn()) {
  return {
    onError,
    made: new MetricsTracker({ send, onError, fingerprint: 'device', configData: { language: 'en' } }),
  };
}

describe('MetricsTracker', () => {
  it('sends the totals of each changed row: the page and each chapter', async () => {
    const sent: InteractionMetric[] = [];
    const { made } = tracker((metric) => {
      sent.push(metric);
      return Promise.resolve();
    });
    made.visit();
    made.addTimeOnPage(5, 'c1');
    made.watchStarted('c1');
    made.addWatchTime('c1', 0.6);
    made.addWatchTime('c1', 0.6);
    made.watchFinished('c1');
    made.actionPressed();

    expect(await made.flush()).toBe(true);
    const byChapter = new Map(sent.map((metric) => [metric.chapter_id, metric]));
    expect(byChapter.get(null)).toMatchObject({
      fingerprint: 'device',
      config_data: { language: 'en' },
      page_visits: 1,
      time_on_page: 5,
      video_watch_time: 1,
      video_watch_count: 1,
      cta_interactions: 1,
    });
    expect(byChapter.get('c1')).toMatchObject({
      time_on_page: 5,
      video_watch_time: 1,
      video_finished: true,
      video_watch_count: 1,
    });
    // Nothing changed since: nothing is sent.
    expect(made.pending).toBe(false);
    await made.flush();
    expect(sent).toHaveLength(2);
  });

  it('calls the error callback on a failed send and sends the same totals again on the next flush', async () => {
    const send = jest
      .fn<Promise<unknown>, Parameters<MetricSender>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const { made, onError } = tracker(send);
    made.surveyInteraction();
    made.surveyCompleted();

    expect(await made.flush({ keepalive: true })).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toEqual({ keepalive: true });
    expect(made.pending).toBe(true);

    expect(await made.flush()).toBe(true);
    expect(send.mock.calls[1]![0]).toMatchObject({ survey_interactions: 1, survey_completed: true });
  });

  it('counts on from the totals the server already holds', async () => {
    const sent: InteractionMetric[] = [];
    const made = new MetricsTracker({
      send: (metric) => {
        sent.push(metric);
        return Promise.resolve();
      },
      onError: jest.fn(),
      fingerprint: 'device',
      configData: {},
      initial: [
        {
          chapter_id: null,
          counters: {
            page_visits: 2,
            time_on_page: 100,
            video_watch_time: 30,
            cta_interactions: 0,
            video_finished: false,
            video_watch_count: 1,
            survey_interactions: 4,
            survey_completed: true,
          },
        },
      ],
    });
    expect(made.pending).toBe(false);
    made.visit();
    await made.flush();
    expect(sent[0]).toMatchObject({ page_visits: 3, time_on_page: 100, survey_completed: true });
  });
});

describe('deviceFingerprint', () => {
  it('keeps one random id per browser, and makes one when storage refuses', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    const first = deviceFingerprint(storage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceFingerprint(storage)).toBe(first);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(deviceFingerprint(refusing)).not.toBe(first);
  });
});
