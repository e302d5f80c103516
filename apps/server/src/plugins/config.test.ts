import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig as loadConfig } from '../server-config';
import { ConfigError } from './config';
import { resolveSecrets } from './secrets';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'console-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      NODE_ENV: 'development',
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:8080',
    });
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
    expect([...c.SPECIAL_MERCHANT_IDS]).toEqual([10099]);
  });

  it('names every bad value in one clear error', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SPECIAL_MERCHANT_IDS: 'a,b' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT="70000": must be between 0 and 65535');
      expect((e as Error).message).toContain(
        'DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL',
      );
    }
  });

  it('keeps files in the local folder by default; STORAGE=s3 names each missing S3 setting', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE: 'local', S3_REGION: 'us-east-1' });
    const s3 = {
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'console',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...s3, S3_PREFIX: 'prod/' })).toMatchObject({ ...s3, S3_PREFIX: 'prod/' });
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
    };
    const missing = message({ STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', PORT: 'x' });
    expect(missing).toContain('S3_BUCKET="": required when STORAGE=s3');
    expect(missing).toContain('S3_ACCESS_KEY_ID="": required when STORAGE=s3');
    expect(missing).toContain('S3_SECRET_ACCESS_KEY="": required when STORAGE=s3');
    expect(missing).toContain('PORT="x"');
    expect(missing).not.toContain('S3_ENDPOINT');
    expect(message({ STORAGE: 'gcs' })).toContain('STORAGE="gcs": must be local or s3');
    expect(message({ ...s3, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT="minio:9000"');
    expect(message({ ...s3, S3_PREFIX: '../x' })).toContain('S3_PREFIX="../x"');
    // Without STORAGE=s3 the S3 settings are not needed.
    expect(message({ S3_BUCKET: 'console' })).toBe('');
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});

describe('secrets', () => {
  it('are generated once into DATA_DIR with a warning, then reused', () => {
    const dir = tmp();
    const warnings: string[] = [];
    const first = resolveSecrets(loadConfig({ DATA_DIR: dir }), (m) => warnings.push(m));
    const second = resolveSecrets(loadConfig({ DATA_DIR: dir }), (m) => warnings.push(m));
    expect(first.tokenPepper.length).toBeGreaterThanOrEqual(32);
    expect(first.dataKey).toHaveLength(32);
    expect(second).toEqual(first);
    expect(warnings).toHaveLength(2);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('come from the environment when set', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const s = resolveSecrets(
      loadConfig({
        DATA_DIR: tmp(),
        TOKEN_PEPPER: 'p'.repeat(32),
        DATA_KEY: key,
        WEBHOOK_SECRET: 'w'.repeat(32),
      }),
      () => {
        throw new Error('no warning expected');
      },
    );
    expect(s).toEqual({
      tokenPepper: 'p'.repeat(32),
      dataKey: Buffer.alloc(32, 7),
      webhookSecret: 'w'.repeat(32),
    });
  });

  it('stop a production start when absent', () => {
    expect(() =>
      resolveSecrets(
        loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), TOKEN_PEPPER: 'p'.repeat(32) }),
        () => {},
      ),
    ).toThrow(/Missing secrets in production: DATA_KEY, WEBHOOK_SECRET/);
  });
});

describe('withdrawal settings', () => {
  it('default to 10–50000 with the simulator on in development only', () => {
    expect(loadConfig({})).toMatchObject({
      WITHDRAW_MIN_AMOUNT: '10.00',
      WITHDRAW_MAX_AMOUNT: '50000.00',
      WITHDRAW_SIMULATOR: true,
      WITHDRAW_SIMULATOR_DELAY_MS: 3000,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).WITHDRAW_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).WITHDRAW_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WITHDRAW_SIMULATOR: 'true' }).WITHDRAW_SIMULATOR).toBe(true);
  });

  it('refuse a bad amount and a minimum above the maximum', () => {
    expect(() => loadConfig({ WITHDRAW_MIN_AMOUNT: '1.234' })).toThrow(
      'WITHDRAW_MIN_AMOUNT="1.234": must be an amount such as 10 or 10.50',
    );
    expect(() => loadConfig({ WITHDRAW_MIN_AMOUNT: '100', WITHDRAW_MAX_AMOUNT: '99.99' })).toThrow(
      'WITHDRAW_MIN_AMOUNT="100": must not exceed WITHDRAW_MAX_AMOUNT',
    );
  });
});
