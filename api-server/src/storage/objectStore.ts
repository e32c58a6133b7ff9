import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What an upload URL allows: one object under one key, of one type, up to a size, until a time. */
export interface UploadGrant {
  tenantId: number;
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expiresAt: number;
  /** The staff member who asked for the URL (recorded with the upload). */
  userId: number;
}

/** A stored object as served: its bytes (of the range asked for, if one was) and its whole size. */
export interface StoredObject {
  stream: Readable;
  bytes: number;
  /** The whole object's size; `bytes` is less when a range was read. */
  totalBytes: number;
}

/** Inclusive byte positions of a part of an object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a download URL allows: reading one object, as one type, until a time (Unix seconds). */
export interface DownloadGrant {
  key: string;
  contentType: string;
  expiresAt: number;
}

interface StoreCommon {
  /** An absolute URL a client may PUT the file to, with `grant.contentType` as its Content-Type. */
  signUpload(grant: UploadGrant): Promise<string>;
  /** A stream of a stored (checked) object, or of a range of it; null when there is none. */
  open(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Its size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /**
   * An absolute URL anyone holding it may read the object from until `grant.expiresAt`, ranges
   * included: this API's signed media route (local store) or a presigned GET of the bucket (S3).
   */
  signDownload(grant: DownloadGrant): Promise<string>;
  /**
   * Stores a file the platform itself made or fetched (the demo's media, a finished video render), not
   * one a browser sent: it goes straight under its key.
   */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a file the platform wrote on disk (a report export), read as it is sent rather than held
   * whole; the file itself stays where it is for the caller to delete.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Deletes an object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
}

/**
 * A store whose upload URLs point at this API (`PUT /api/uploads/<key>`): the route checks size, type
 * and content while the body streams in, and records the upload before it answers.
 */
export interface ApiUploadStore extends StoreCommon {
  readonly receives: 'through-api';
  /** Checks the query of a signed download URL for a key: true when it is ours and unexpired at `now`. */
  verifyDownload(key: string, query: { expires: string; sig: string }, now: Date): boolean;
  /** Checks the query of a signed URL for a key; the grant, or null when tampered with. */
  verifyUpload(key: string, query: Record<string, string | undefined>): UploadGrant | null;
  /**
   * A token for the grant that only a holder of the signing key can compute: the database's grant for
   * the PUT is issued under its hash when the URL is signed, and the PUT works with it.
   */
  grantToken(grant: UploadGrant): string;
  /** A fresh path for staging an incoming body, on the same file system as the objects. */
  stagingPath(): Promise<string>;
  /** Moves a staged file into place under `key` (atomically: a rename). */
  commit(staged: string, key: string): Promise<void>;
  discard(staged: string): Promise<void>;
}

/** The first bytes of an incoming object, and what identifies that exact version of it. */
export interface IncomingSample {
  bytes: Buffer;
  /** Size of the whole object, not only of the sample. */
  totalBytes: number;
  /** Version tag (S3's ETag) of the object the sample was read from. */
  tag: string;
}

/**
 * A store that clients upload to directly (S3 with presigned URLs). It cannot check a file while it
 * arrives, so the file lands under an *incoming* name and is checked when it is claimed: read,
 * judged, then promoted (copied) to its key. A second PUT to a still-valid URL only replaces the
 * incoming copy, never a checked object.
 */
export interface DirectUploadStore extends StoreCommon {
  readonly receives: 'directly';
  /** Size of the incoming object for `key`, or null when nothing arrived. */
  headIncoming(key: string): Promise<{ bytes: number } | null>;
  /** Reads at most `maxBytes` from the start of the incoming object; null when nothing arrived. */
  readIncoming(key: string, maxBytes: number): Promise<IncomingSample | null>;
  /**
   * Copies the incoming object to `key` only if it is still the version `tag` names, then deletes
   * the incoming copy. False when it changed or vanished meanwhile (nothing was promoted).
   */
  promoteIncoming(key: string, tag: string): Promise<boolean>;
  deleteIncoming(key: string): Promise<void>;
}

/** Where uploaded files live: a local folder (default) or an S3 bucket. */
export type ObjectStore = ApiUploadStore | DirectUploadStore;

export function newObjectKey(tenantId: number, kind: string, ext: string): string {
  return `${String(tenantId)}/${kind}/${randomBytes(18).toString('base64url')}.${ext}`;
}
