// jsdom lacks the encoding and stream globals that the router and fetch clients rely on in Node.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom has no fetch API. Node's own (from the outer realm) is used, together with Node's
// AbortController so that the signals ky and the router create are the kind Node's Request accepts.
const outer = require('node:vm').runInThisContext('globalThis');
for (const name of [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'structuredClone',
]) {
  if (typeof globalThis[name] === 'undefined' && typeof outer[name] !== 'undefined')
    globalThis[name] = outer[name];
}
if (globalThis.Request === outer.Request) {
  globalThis.AbortController = outer.AbortController;
  globalThis.AbortSignal = outer.AbortSignal;
}

// msw opens a BroadcastChannel as it loads, and jsdom has none. It is lent for that load only:
// the API mock's set-up takes it away again, so the code under test keeps seeing jsdom's window
// (and the session channel keeps its storage-event path, which the tests drive).
if (typeof globalThis.BroadcastChannel === 'undefined' && typeof outer.BroadcastChannel !== 'undefined') {
  globalThis.BroadcastChannel = outer.BroadcastChannel;
  globalThis.__lentBroadcastChannel = true;
}

// msw 3 is written for Node 22, whose built-ins it uses: Promise.withResolvers and the Set methods
// of ES2025. On Node 20 (the workspace's floor) the tests lend them; browsers have them all.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    return { promise, resolve, reject };
  };
}
if (typeof Set.prototype.intersection !== 'function') {
  Set.prototype.intersection = function intersection(other) {
    const result = new Set();
    for (const value of this) if (other.has(value)) result.add(value);
    return result;
  };
}
if (typeof Set.prototype.difference !== 'function') {
  Set.prototype.difference = function difference(other) {
    const result = new Set();
    for (const value of this) if (!other.has(value)) result.add(value);
    return result;
  };
}
