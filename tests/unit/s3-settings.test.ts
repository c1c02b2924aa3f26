import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { StorageUnavailableError } from '../../src/server/platform/storage/s3-storage.js';
import { describeUploadsStorage } from '../../src/server/platform/storage/uploads.js';
import { explainStartupError } from '../../src/server/startup-error.js';

/** The S3_* settings (decision 0050): parsed, checked together, and explained when the bucket fails. */

describe('S3 settings', () => {
  it('leaves uploads on the disk when S3_BUCKET is unset', () => {
    const config = loadConfig({ DATA_DIR: '/srv/chalet' });
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    expect(describeUploadsStorage(config)).toBe('/srv/chalet/uploads');
  });

  it('reads a bucket and its store', () => {
    const config = loadConfig({
      S3_BUCKET: 'chalet-pictures',
      S3_ENDPOINT: 'https://minio.example.com:9000/',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'chalet-pictures',
      S3_ENDPOINT: 'https://minio.example.com:9000',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(describeUploadsStorage(config)).toBe(
      'S3 bucket chalet-pictures at https://minio.example.com:9000, under uploads/',
    );
  });

  it('keeps the site under its own folder of the bucket, uploads/ unless S3_PREFIX says another', () => {
    expect(loadConfig({ S3_BUCKET: 'chalet-pictures' }).S3_PREFIX).toBe('uploads/');
    expect(loadConfig({ S3_BUCKET: 'chalet-pictures', S3_PREFIX: '' }).S3_PREFIX).toBe('uploads/');
    expect(loadConfig({ S3_BUCKET: 'chalet-pictures', S3_PREFIX: 'sites/chalet' }).S3_PREFIX).toBe(
      'sites/chalet/',
    );
    for (const bad of ['/', '../up', '/uploads', 'a//b', '.hidden/']) {
      expect(() => loadConfig({ S3_BUCKET: 'chalet-pictures', S3_PREFIX: bad }), bad).toThrow(
        /S3_PREFIX: must be a folder of the bucket/,
      );
    }
  });

  it('takes a bucket alone (the AWS SDK finds region and credentials itself)', () => {
    expect(loadConfig({ S3_BUCKET: 'chalet.pictures-2' }).S3_BUCKET).toBe('chalet.pictures-2');
  });

  it.each([
    [{ S3_BUCKET: 'Chalet_Pictures' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'ab' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'bucket', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must start with http/],
    [{ S3_BUCKET: 'bucket', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE: must be true or false/],
    [
      { S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'AKID' },
      /S3_SECRET_ACCESS_KEY: must be set with the other one/,
    ],
    [
      { S3_BUCKET: 'bucket', S3_SECRET_ACCESS_KEY: 'secret' },
      /S3_ACCESS_KEY_ID: must be set with the other one/,
    ],
    [{ S3_ENDPOINT: 'https://minio.example.com' }, /S3_BUCKET: must be set to use S3_ENDPOINT/],
  ])('refuses %j, saying why', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('explains a bucket that cannot be used at start-up, not blaming the database', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://chalet@db.example.com/chalet',
      S3_BUCKET: 'chalet-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(explainStartupError(new StorageUnavailableError(refused), config)).toBe(
      'Cannot start: the S3 bucket "chalet-pictures" at http://127.0.0.1:9 could not be used ' +
        '(ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9). Check that it exists and is reachable, and ' +
        'S3_ENDPOINT, S3_REGION, the credentials and S3_FORCE_PATH_STYLE.',
    );
  });
});
