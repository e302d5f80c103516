import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import { htmlToText } from '../lib/html-text';
import { formatDateTime } from '../lib/time';
import { pgliteExecutor } from './pglite-executor';
import { loadPgBoss } from './queue';
import { CELL_MAX_CHARS, safeCell, sheetName } from './xlsx-cells';

describe('safeCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    'writes %j as text, never a formula',
    (value) => {
      expect(safeCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves other values alone, keeps numbers as numbers', () => {
    expect(safeCell('hello = world')).toBe('hello = world');
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(Number.NaN)).toBeNull();
    expect(safeCell(true)).toBe(true);
    expect(safeCell(null)).toBeNull();
  });

  it('drops characters XML cannot hold and cuts at the cell limit', () => {
    expect(safeCell('a\u0000b\u0008c\nd\te')).toBe('abc\nd\te');
    expect(safeCell('\u0001=1')).toBe("'=1");
    expect((safeCell('x'.repeat(CELL_MAX_CHARS + 10)) as string).length).toBe(CELL_MAX_CHARS);
  });

  it('makes worksheet names Excel accepts', () => {
    expect(sheetName('a/b:c*d?[e]')).toBe('a b c d  e');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName(' / ')).toBe('Sheet1');
  });
});

describe('htmlToText', () => {
  it('keeps the text, drops tags, scripts and styles, decodes entities', () => {
    expect(
      htmlToText(
        '<style>p{}</style><p>A &amp; B&nbsp;&lt;c&gt; &#20013;&#x6587;</p><script>alert(1)</script><ul><li>one</li><li>two<br>three</li></ul>',
      ),
    ).toBe('A & B <c> 中文\none\ntwo\nthree');
    expect(htmlToText('no markup')).toBe('no markup');
    expect(htmlToText('&bogus; &#99999999;')).toBe('&bogus; &#99999999;');
  });
});

describe('formatDateTime', () => {
  it('formats in the given zone', () => {
    const d = new Date('2026-12-31T16:30:05Z');
    expect(formatDateTime(d, 'Asia/Shanghai')).toBe('2027-01-01 00:30:05');
    expect(formatDateTime(d, 'UTC')).toBe('2026-12-31 16:30:05');
  });
});

describe('pgliteExecutor (pg-boss over PGlite)', () => {
  it('runs parameterised and multi-statement SQL, and never leaves the one connection in a failed transaction', async () => {
    const pglite = new PGlite();
    try {
      const exec = pgliteExecutor(pglite);
      await exec.executeSql('create table t (n int primary key)');
      expect((await exec.executeSql('insert into t values ($1) returning n', [1]))?.rows).toEqual([{ n: 1 }]);
      const last = await exec.executeSql(
        'BEGIN; insert into t values (2); select count(*)::int as c from t; COMMIT;',
      );
      expect(last).toBeDefined();
      await expect(
        exec.executeSql('BEGIN; insert into t values (3); insert into t values (1); COMMIT;'),
      ).rejects.toThrow(/duplicate key/);
      expect(pglite.isInTransaction()).toBe(false);
      expect((await pglite.query('select count(*)::int as c from t')).rows).toEqual([{ c: 2 }]);

      const slow = exec.executeSql('select pg_sleep(0.05), 1 as one');
      await exec.close(); // waits for the statement under way
      await expect(slow).resolves.toMatchObject({ rows: [{ one: 1 }] });
      expect(await exec.executeSql('select 1')).toBeUndefined();
    } finally {
      await pglite.close();
    }
  });
});

describe('pg-boss over PGlite', () => {
  it('installs, queues, works, schedules and maintains through the executor', async () => {
    const pglite = new PGlite();
    const exec = pgliteExecutor(pglite);
    const Boss = await loadPgBoss();
    const boss = new Boss({ db: exec as PgBoss.Db, supervise: false, schedule: false });
    try {
      await boss.start();
      await boss.createQueue('q', { name: 'q', retryLimit: 0 });
      const done: unknown[] = [];
      const worker = await boss.work('q', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        done.push(job?.data);
      });
      await boss.send('q', { n: 1 });
      boss.notifyWorker(worker);
      for (let i = 0; i < 100 && done.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(done).toEqual([{ n: 1 }]);
      await boss.schedule('q', '* * * * *', {}, { tz: 'UTC' });
      expect((await boss.getSchedules()).map((s) => s.name)).toEqual(['q']);
      await boss.maintain(); // expiry, archive and drop: multi-statement, in one locked transaction
      expect(pglite.isInTransaction()).toBe(false);
    } finally {
      await boss.stop({ graceful: false, close: false });
      await exec.close();
      await pglite.close();
    }
  });
});

describe('pg-boss when the database goes away as a job ends', () => {
  it('reports the completion it could not write on its error event; nothing is left unhandled to end the process', async () => {
    const pglite = new PGlite();
    const exec = pgliteExecutor(pglite);
    let down = false;
    // The database as a worker sees it during a restart: every statement fails.
    const flaky = {
      executeSql: (text: string, values?: unknown[]) =>
        down ? Promise.reject(new Error('read ECONNRESET')) : exec.executeSql(text, values),
    };
    // pg-boss as the queue loads it: its job endings guarded (guardJobEndings).
    const Boss = await loadPgBoss();
    const boss = new Boss({ db: flaky as PgBoss.Db, supervise: false, schedule: false });
    const errors: string[] = [];
    boss.on('error', (error) => errors.push(error.message));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await boss.start();
      await boss.createQueue('q', { name: 'q', retryLimit: 0 });
      const worker = await boss.work('q', { pollingIntervalSeconds: 0.5 }, async () => {
        down = true; // gone while the job ran: its completion cannot be written
      });
      await boss.send('q', { n: 1 });
      boss.notifyWorker(worker);
      // The fetches that fail meanwhile carry the queue's name; the lost completion does not.
      for (let i = 0; i < 100 && !errors.includes('read ECONNRESET'); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(errors).toContain('read ECONNRESET');
      expect(unhandled).toEqual([]);
    } finally {
      down = false;
      process.off('unhandledRejection', onUnhandled);
      await boss.stop({ graceful: false, close: false });
      await exec.close();
      await pglite.close();
    }
  });
});
