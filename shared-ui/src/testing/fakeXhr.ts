/**
 * A stand-in for XMLHttpRequest covering what a file upload uses (open, headers, send, abort,
 * upload progress, load/error/abort events), so tests can drive an upload step by step: report
 * progress, then answer or fail it.
 */
export class FakeUploadRequest extends EventTarget {
  readonly upload = new EventTarget();
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  /** Whether the request was sent and has not been answered, failed or aborted yet. */
  pending = false;
  aborted = false;

  constructor(private readonly onSend: (request: FakeUploadRequest) => void) {
    super();
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body?: unknown): void {
    this.body = body;
    this.pending = true;
    this.onSend(this);
  }

  abort(): void {
    if (!this.pending) return;
    this.pending = false;
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** Reports that `loaded` of `total` bytes have been sent. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** Answers the request with a status and a body (a string, or a value sent as JSON). */
  respond(status: number, body: unknown = ''): void {
    if (!this.pending) throw new Error(`${this.method} ${this.url} is not waiting for an answer`);
    this.pending = false;
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  /** Fails the request as a dropped connection would. */
  failNetwork(): void {
    this.pending = false;
    this.dispatchEvent(new Event('error'));
  }
}

export interface FakeXhr {
  /** Every request sent since installation, oldest first. */
  readonly requests: FakeUploadRequest[];
  /** The latest request; throws when none has been sent. */
  latest(): FakeUploadRequest;
  /** Puts the real XMLHttpRequest back. */
  restore(): void;
}

/**
 * Replaces `XMLHttpRequest` with {@link FakeUploadRequest}. `onSend` may answer at once (e.g. to
 * accept every upload); otherwise the test answers through `requests`.
 */
export function installFakeXhr(onSend: (request: FakeUploadRequest) => void = () => undefined): FakeXhr {
  const original = globalThis.XMLHttpRequest;
  const requests: FakeUploadRequest[] = [];
  class InstalledFake extends FakeUploadRequest {
    constructor() {
      super((request) => {
        requests.push(request);
        onSend(request);
      });
    }
  }
  globalThis.XMLHttpRequest = InstalledFake as unknown as typeof XMLHttpRequest;
  return {
    requests,
    latest() {
      const request = requests.at(-1);
      if (!request) throw new Error('No upload request has been sent');
      return request;
    },
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}
