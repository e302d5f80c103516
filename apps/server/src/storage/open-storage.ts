import os from 'node:os';
import path from 'node:path';
import type { BaseConfig } from '../plugins/base-config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The configured storage: DATA_DIR/files by default, an S3-compatible bucket with STORAGE=s3
 * (what several processes on several machines must share). Used by the server and the CLIs.
 */
export function openStorage(config: BaseConfig): Storage {
  if (config.STORAGE === 'local') return localStorage(path.join(config.DATA_DIR, 'files'));
  // loadBaseConfig has refused STORAGE=s3 without these; the check keeps the types honest.
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return s3Storage({
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    prefix: config.S3_PREFIX ?? '',
    // A spool file lives only while an export is sent; one per user so that two users' consoles
    // on one machine never clean each other's.
    spoolDir: path.join(os.tmpdir(), `console-s3-spool-${process.getuid?.() ?? 0}`),
  });
}
