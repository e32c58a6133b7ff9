// Load through HTTP with autocannon: the rate and latency of a call under concurrent requests.
import autocannon from 'autocannon';

export const CONNECTIONS = 16;
export const SECONDS = 10;
export const WARM_UP_SECONDS = 2;

function load(options, duration) {
  return new Promise((resolveRun, reject) => {
    autocannon({ connections: CONNECTIONS, duration, ...options }, (error, outcome) =>
      error ? reject(error) : resolveRun(outcome),
    );
  });
}

/**
 * Loads a call (autocannon `options`) with 16 connections for 10 seconds after a 2-second warm-up;
 * answers requests/s, p50 and p99 latency. Throws when any request failed.
 */
export async function rateOf(label, options) {
  await load(options, WARM_UP_SECONDS);
  const outcome = await load(options, SECONDS);
  const bad = outcome.non2xx + outcome.errors + outcome.timeouts;
  if (bad > 0) throw new Error(`${label}: ${bad} of ${outcome.requests.total} requests failed`);
  return { label, rate: outcome.requests.average, p50: outcome.latency.p50, p99: outcome.latency.p99 };
}
