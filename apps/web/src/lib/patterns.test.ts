import { describe, expect, it } from 'vitest';
import * as contract from '@console/contract';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './patterns';

describe('patterns mirrored from the contract', () => {
  it('are the same as the contract', () => {
    expect(MOBILE_PATTERN.source).toBe(contract.MOBILE_PATTERN.source);
    expect(MOBILE_PATTERN.flags).toBe(contract.MOBILE_PATTERN.flags);
    expect(SMS_CODE_PATTERN.source).toBe(contract.SMS_CODE_PATTERN.source);
    expect(SMS_CODE_PATTERN.flags).toBe(contract.SMS_CODE_PATTERN.flags);
  });
});
