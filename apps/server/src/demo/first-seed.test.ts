import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { seedV8Flags } from './first-seed';

describe("the seeding child's V8 flags", () => {
  it('are flags the running node accepts (it refuses one it does not know, and the first start with it)', () => {
    const run = spawnSync(process.execPath, [...seedV8Flags(), '-e', 'process.stdout.write("ran")'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('ran');
  });

  it("lengthen V8 11's interrupt budget (Node 20) and leave V8 12 and later as they are", () => {
    expect(seedV8Flags('11.3.244.8-node.38')).toEqual(['--interrupt-budget=540672']);
    expect(seedV8Flags('12.4.254.21-node.57')).toEqual([]);
    expect(seedV8Flags('14.6.202.34-node.40')).toEqual([]);
  });
});
