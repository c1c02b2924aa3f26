import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** s3rver's fixed credentials: it checks signatures made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const MAIN = fileURLToPath(new URL('./s3-server-main.mjs', import.meta.url));

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The app's settings for this bucket, as config values. */
  settings: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: boolean;
    S3_PREFIX: string;
  };
  /** The same, as environment variables for a server process. */
  env: Record<string, string>;
  /** Stops the server process: the bucket is unreachable from then on. */
  stop(): Promise<void>;
  /** Stops and removes its files. */
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 with one empty bucket, its objects in a temporary
 * folder. In a process of its own, as a store is: and s3rver encrypts listing continuation tokens with
 * DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider.
 */
export async function startS3Server(bucket = 'chalet-uploads'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'chalet-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', MAIN, directory, bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = /^\{.*\}$/m.exec(output);
      if (line) resolve(JSON.parse(line[0]).port);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}):\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const settings = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
    S3_PREFIX: 'uploads/',
  };
  return {
    endpoint,
    bucket,
    settings,
    env: Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value)])),
    stop,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
