import { Readable } from 'node:stream';
import type {
  GetObjectCommandOutput,
  HeadObjectCommandOutput,
  ListObjectsV2CommandOutput,
  S3Client,
  S3ClientConfig,
} from '@aws-sdk/client-s3';
import { HttpError } from '../../lib/http-error.js';
import { copyStoredFiles } from './copy-storage.js';
import {
  assertStorageKey,
  type ByteRange,
  contentTypeOfKey,
  isStorageKey,
  type Storage,
  type StoredEntry,
  type StoredObject,
} from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, ...); unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset: the AWS SDK's usual sources (AWS_REGION, the shared config file). */
  region?: string;
  /** Both or neither; neither: the AWS SDK's usual credential chain (AWS_ACCESS_KEY_ID, a role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (`endpoint/bucket/key`) instead of the host name; most self-hosted stores need it. */
  forcePathStyle?: boolean;
  /** Keys per listing request (S3's own limit, 1000, unless smaller). */
  listPageSize?: number;
  /**
   * The folder of the bucket that is this storage's ('uploads/'): a key 'a.webp' is the object
   * 'uploads/a.webp', and nothing outside the folder is read, listed or deleted. Unset: the whole bucket.
   */
  prefix?: string;
}

/** A bucket's storage, and the one-time move of a layout from before S3_PREFIX (decision 0070). */
export interface S3Storage extends Storage {
  /**
   * Copies the objects at the bucket's root that `isOurs` recognises, and that the prefix lacks, under
   * the prefix, once: a marker under the prefix records that it was done, so a picture deleted later is
   * never brought back. Leaves the root's objects where they are. Answers how many were copied.
   */
  adoptRootObjects(isOurs: (key: string) => boolean): Promise<number>;
}

/** Under the prefix, and no storage key (a leading dot): never listed, served or backed up. */
const ADOPTED_MARKER = '.root-objects-adopted';

export const STORAGE_UNAVAILABLE_MESSAGE = 'The file storage is not answering';
/** Sent as Retry-After with the 503: a bucket's hiccup is usually over within seconds. */
export const STORAGE_RETRY_AFTER_S = 10;

/** The bucket cannot be reached or refused the request: answered 503, not 500 and not 404. */
export class StorageUnavailableError extends HttpError {
  readonly retryAfterSeconds = STORAGE_RETRY_AFTER_S;

  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }

  /** What the store said (or why it did not), in one line for an operator. */
  get reason(): string {
    const cause = this.cause as { name?: string; code?: string; message?: string } | undefined;
    const what = [cause?.code ?? cause?.name, cause?.message].filter(Boolean).join(': ');
    return what.split('\n')[0] || 'no answer';
  }
}

/** Written on put, so a file keeps its modification time to the millisecond (LastModified has seconds). */
const MTIME_METADATA = 'mtime-ms';
/** A slow store must not hold a request (or a health check) for long. */
const CONNECTION_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 10_000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as Error)?.name);

/** An S3 error as the app reports it: an outage is a 503, never a stack trace. */
function unavailable(error: unknown): never {
  throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError(error);
}

async function bufferOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function s3ClientConfig(options: S3StorageOptions): S3ClientConfig {
  return {
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Recent SDKs add CRC checksums to every upload, which several S3-compatible stores refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  };
}

type AwsSdk = typeof import('@aws-sdk/client-s3');
let awsSdk: Promise<AwsSdk> | undefined;
/**
 * The AWS SDK, loaded when a bucket is first used: a server keeping its uploads on disk never loads it
 * (it held ~15 MB of the server's memory from the start, decision 0052).
 */
const loadAwsSdk = () => {
  awsSdk ??= import('@aws-sdk/client-s3');
  return awsSdk;
};

/**
 * Storage in an S3 bucket (AWS or any S3-compatible store), keys as object names. A PUT replaces an
 * object whole, so a reader sees the old file or the new. `get()` asks for the object's facts (HEAD);
 * its bytes are fetched on demand and only as that same version (If-Match on its ETag, and the ETag
 * answered checked too), so a file replaced in between fails the read rather than mixing two versions.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  let bucketClient: S3Client | undefined;
  /** The SDK and this bucket's client, both made on first use. */
  async function s3() {
    const sdk = await loadAwsSdk();
    bucketClient ??= new sdk.S3Client(s3ClientConfig(options));
    return { sdk, client: bucketClient };
  }
  const Bucket = options.bucket;
  const prefix = options.prefix ?? '';
  /** The object name of a key. */
  const objectKey = (key: string) => `${prefix}${key}`;

  async function fetchVersion(key: string, etag: string | undefined, range?: ByteRange) {
    let answer: GetObjectCommandOutput;
    try {
      const { sdk, client } = await s3();
      answer = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          IfMatch: etag,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
    } catch (error) {
      unavailable(error);
    }
    if (etag && answer.ETag && answer.ETag !== etag) {
      (answer.Body as Readable | undefined)?.destroy();
      unavailable(new Error(`${key} changed while it was read`));
    }
    return answer.Body as Readable;
  }

  async function get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    let head: HeadObjectCommandOutput;
    try {
      const { sdk, client } = await s3();
      head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      unavailable(error);
    }
    const etag = head.ETag;
    const stored = Number(head.Metadata?.[MTIME_METADATA]);
    return {
      size: head.ContentLength ?? 0,
      mtimeMs: Number.isFinite(stored) && stored > 0 ? stored : (head.LastModified?.getTime() ?? 0),
      // From the name, as on disk: both answer alike, whatever another tool wrote into the bucket.
      contentType: contentTypeOfKey(key),
      // A stream is asked for synchronously; its bytes follow once the bucket answers.
      stream: (range) =>
        Readable.from(
          (async function* () {
            yield* await fetchVersion(key, etag, range);
          })(),
          { objectMode: false },
        ),
      bytes: async () => bufferOf(await fetchVersion(key, etag)),
    };
  }

  async function put(
    key: string,
    body: Buffer | Readable,
    { contentType, mtimeMs }: { contentType: string; mtimeMs?: number },
  ) {
    assertStorageKey(key);
    // Files here are images of a few MB at most: one PUT of known length, no multipart upload.
    const bytes = await bufferOf(body);
    try {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          Metadata: { [MTIME_METADATA]: String(Math.round(mtimeMs ?? Date.now())) },
        }),
      );
    } catch (error) {
      unavailable(error);
    }
  }

  async function list(keyPrefix = ''): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    let ContinuationToken: string | undefined;
    do {
      let page: ListObjectsV2CommandOutput;
      try {
        const { sdk, client } = await s3();
        page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: objectKey(keyPrefix) || undefined,
            ContinuationToken,
            MaxKeys: options.listPageSize,
          }),
        );
      } catch (error) {
        unavailable(error);
      }
      for (const object of page.Contents ?? []) {
        // Folder markers and names no key could have (made by other tools) are not stored files.
        const key = object.Key?.slice(prefix.length);
        if (!key || !isStorageKey(key)) continue;
        entries.push({
          key,
          size: object.Size ?? 0,
          mtimeMs: object.LastModified?.getTime() ?? 0,
        });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return entries;
  }

  async function adoptRootObjects(isOurs: (key: string) => boolean): Promise<number> {
    if (!prefix) return 0;
    const marker = objectKey(ADOPTED_MARKER);
    try {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key: marker }));
      return 0;
    } catch (error) {
      if (!isNotFound(error)) unavailable(error);
    }
    const root = createS3Storage({ ...options, prefix: '' });
    const present = new Set((await list()).map((entry) => entry.key));
    const candidates = (await root.list()).filter(
      (entry) => !entry.key.startsWith(prefix) && isOurs(entry.key) && !present.has(entry.key),
    );
    // Only what the prefix lacks: a file already under it is never replaced by the root's.
    const { copied } = await copyStoredFiles({ ...root, list: async () => candidates }, storage);
    try {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: marker, Body: '', ContentLength: 0 }));
    } catch (error) {
      unavailable(error);
    }
    return copied;
  }

  const storage: S3Storage = {
    put,
    get,
    delete: async (key) => {
      assertStorageKey(key);
      try {
        const { sdk, client } = await s3();
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        unavailable(error);
      }
    },
    list,
    ping: async (timeoutMs) => {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
    },
    adoptRootObjects,
  };
  return storage;
}
