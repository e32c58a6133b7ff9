import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted (answered 250 to): its `Message-ID`, envelope recipients and time. */
export interface AcceptedMessage {
  messageId: string;
  to: string;
  /** When it was accepted, in ms since the epoch. */
  at: number;
}

export interface RecordingSmtpSink {
  port: number;
  /** Every acceptance in order, a message handed over twice included twice. */
  accepted: AcceptedMessage[];
  /** What a mail store keeps: one message per `Message-ID`, as mail stores and clients do. */
  stored: Map<string, AcceptedMessage>;
  close(): Promise<void>;
}

/**
 * An SMTP server that accepts everything and records, for each DATA it accepts, the `Message-ID`
 * and the recipients; `onAccepted` runs right after each 250 is sent. Reads only the header, so it
 * keeps up with a sender at thousands of messages a second.
 */
export async function startRecordingSmtpSink(
  onAccepted: (count: number) => void = () => undefined,
): Promise<RecordingSmtpSink> {
  const accepted: AcceptedMessage[] = [];
  const stored = new Map<string, AcceptedMessage>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const header = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n', 1)[0] ?? '';
        const message = {
          messageId: /^message-id:\s*(\S+)/im.exec(header)?.[1] ?? '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
          at: Date.now(),
        };
        accepted.push(message);
        if (!stored.has(message.messageId)) stored.set(message.messageId, message);
        callback();
        onAccepted(accepted.length);
      });
    },
  });
  // A client killed mid-conversation resets its connections; that is no failure of the sink.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    accepted,
    stored,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
