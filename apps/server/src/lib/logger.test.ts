import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ApiPath, ENDPOINTS } from '@console/contract';
import { createLogger } from './logger';
import { createTestApp, sessionToken } from '../test/test-app';
import { makeMerchant, TEST_PASSWORD } from '../test/factories';

describe('logs', () => {
  it('never contain tokens, passwords or personal data', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({}, { logger: createLogger('trace', sink) });
    try {
      const m = await makeMerchant(t.ctx);
      const res = await t.call(ENDPOINTS.login, {
        account: m.mobile,
        password: TEST_PASSWORD,
      });
      await t.call(ENDPOINTS.merchantInfo, undefined, { token: sessionToken(res.data) });
      t.app.log.info(
        { customer: { name: '张三', id_card: '110101199001011234', phone: '13812345678' }, password: 'p' },
        'audit',
      );
      const text = lines.join('');
      expect(text).toContain('incoming request');
      expect(text).not.toContain(sessionToken(res.data));
      expect(text).not.toContain(TEST_PASSWORD);
      expect(text).not.toContain('110101199001011234');
      expect(text).not.toContain('张三');
      expect(text).toContain('[redacted]');
    } finally {
      await t.close();
    }
  });

  it('never contain the signature of a download link', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({}, { logger: createLogger('info', sink) });
    try {
      const sig = 'ab'.repeat(32);
      await t.inject({ method: 'GET', url: `/api${ApiPath.taskFile}/1?expires=1&sig=${sig}` });
      const text = lines.join('');
      expect(text).toContain('/api/download/file/1?expires=1&sig=[redacted]');
      expect(text).not.toContain(sig);
    } finally {
      await t.close();
    }
  });
});
