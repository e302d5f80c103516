import { describe, expect, it } from 'vitest';
import { newWithdrawNo } from './withdrawals';

describe('withdrawal numbers', () => {
  it('start with the day of the merchants’ zone, not the UTC day', () => {
    // 2026-11-25 03:46 in Beijing is still 2026-11-24 in UTC.
    const at = new Date('2026-11-24T19:46:00Z');
    expect(newWithdrawNo('Asia/Shanghai', at)).toMatch(/^W20261125[0-9A-F]{10}$/);
    expect(newWithdrawNo('UTC', at)).toMatch(/^W20261124[0-9A-F]{10}$/);
    // Just before midnight in Beijing: still the 24th there.
    expect(newWithdrawNo('Asia/Shanghai', new Date('2026-11-24T15:59:59Z'))).toMatch(/^W20261124/);
  });
});
