import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** One form POST as a webhook receiver saw it. */
export interface ReceivedForm {
  /** The full URL that was called, as a signature covers it. */
  url: string;
  signature: string | undefined;
  params: Record<string, string>;
}

/** A local endpoint for webhooks (Twilio's status callbacks and incoming messages) that records them. */
export interface FormReceiver {
  url: string;
  received: ReceivedForm[];
  /** The status every request is answered with (200 unless a test changes it). */
  answerWith: number;
  /** Resolves once `count` forms have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedForm[]>;
  close(): Promise<void>;
}

export async function startFormReceiver(): Promise<FormReceiver> {
  const received: ReceivedForm[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const signature = request.headers['x-twilio-signature'];
      received.push({
        url: `${receiver.url}${request.url ?? '/'}`,
        signature: typeof signature === 'string' ? signature : undefined,
        params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      });
      response.writeHead(receiver.answerWith).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: FormReceiver = {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    received,
    answerWith: 200,
    async waitFor(count, timeoutMs = 2_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`${String(received.length)} of ${String(count)} forms arrived`);
        await sleep(10);
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
