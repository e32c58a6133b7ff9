import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope: its header and its payload, parsed when it is JSON. */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: unknown;
}

/** One envelope as the SDK posted it: the raw text, as a reviewer would search it, and its parts. */
export interface Envelope {
  raw: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** The fields of an error or transaction event the suite looks at. */
export interface ReportedEvent {
  type?: string;
  environment?: string;
  release?: string;
  transaction?: string;
  message?: string;
  request?: { url?: string; [key: string]: unknown };
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
  contexts?: { trace?: { op?: string; data?: Record<string, unknown> } };
  spans?: { op?: string; description?: string; data?: Record<string, unknown> }[];
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  // gzip can arrive with or without its header saying so; the magic bytes decide.
  if (encoding === 'gzip' || (body[0] === 0x1f && body[1] === 0x8b)) return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

function parseJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sentry's envelope format: a JSON header line, then per item a JSON header line and a payload that
 * is either `length` bytes long or runs to the next newline. Attachments may hold newlines, so
 * lengths are honoured in bytes, not characters.
 */
export function parseEnvelope(body: Buffer): Envelope {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine();
    if (headerLine.length === 0) continue;
    const itemHeader = JSON.parse(headerLine.toString('utf8')) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    items.push({ header: itemHeader, payload: parseJson(payload) });
  }
  return { raw: body.toString('utf8'), header, items };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stand-in for Sentry's ingestion: a real HTTP server on a free port that accepts envelope POSTs
 * from the browser and keeps them for the test to read.
 */
export class ErrorReportSink {
  readonly envelopes: Envelope[] = [];
  /** Requests that were not envelopes a browser SDK would send; a test expects none. */
  readonly rejected: string[] = [];
  private constructor(
    private readonly server: Server,
    readonly dsn: string,
  ) {}

  static async start(): Promise<ErrorReportSink> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sink = new ErrorReportSink(server, `http://e2epublickey@127.0.0.1:${port}/1`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      sink.receive(request, response),
    );
    return sink;
  }

  private receive(request: IncomingMessage, response: ServerResponse): void {
    // The SDK posts from the app's origin; without CORS headers the browser hides the answer.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': 'POST',
      });
      response.end();
      return;
    }
    void readBody(request).then((body) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'POST' || path !== '/api/1/envelope/') {
        this.rejected.push(`${request.method} ${path}`);
        response.writeHead(404).end();
        return;
      }
      try {
        this.envelopes.push(parseEnvelope(decode(body, request.headers['content-encoding'])));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch (error) {
        this.rejected.push(`unreadable envelope: ${String(error)}`);
        response.writeHead(400).end();
      }
    });
  }

  /** Payloads of every item of the given type (`event`, `transaction`, `replay_event`, ...). */
  itemsOf(type: string): ReportedEvent[] {
    return this.envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.header.type === type).map((item) => item.payload as ReportedEvent),
    );
  }

  /** Every envelope as the text that went over the wire. */
  rawText(): string {
    return this.envelopes.map((envelope) => envelope.raw).join('\n');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
