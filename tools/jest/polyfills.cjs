// jsdom lacks the encoding and stream globals that the router and fetch clients rely on in Node.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom has no fetch API. Node's own (from the outer realm) is used, together with Node's
// AbortController so that the signals ky and the router create are the kind Node's Request accepts.
const outer = require('node:vm').runInThisContext('globalThis');
for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'structuredClone']) {
  if (typeof globalThis[name] === 'undefined' && typeof outer[name] !== 'undefined') globalThis[name] = outer[name];
}
if (globalThis.Request === outer.Request) {
  globalThis.AbortController = outer.AbortController;
  globalThis.AbortSignal = outer.AbortSignal;
}
