// A local SMTP server that accepts every message and only counts them: what a fast mail relay does
// at the moment it answers 250, without storing or parsing anything.
import { once } from 'node:events';
import { requireFromServer } from './apiServer.mjs';

const { SMTPServer } = requireFromServer('smtp-server');

/** Now, in ms since the epoch, comparable across processes on this machine. */
export function wallClock() {
  return performance.timeOrigin + performance.now();
}

/**
 * Starts the sink on a free port. `accepted` counts the messages taken since the last `reset()`;
 * `whenAccepted(n)` resolves with the wall-clock time the n-th of them was taken.
 */
export async function startSmtpSink() {
  let accepted = 0;
  let bytes = 0;
  let waiting = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', (chunk) => {
        bytes += chunk.length;
      });
      stream.on('end', () => {
        accepted += 1;
        const at = wallClock();
        waiting = waiting.filter((wait) => (accepted >= wait.count ? (wait.resolve(at), false) : true));
        callback();
      });
    },
  });
  server.server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: server.server.address().port,
    get accepted() {
      return accepted;
    },
    get bytes() {
      return bytes;
    },
    reset() {
      accepted = 0;
      bytes = 0;
    },
    whenAccepted(count) {
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
