import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@console/contract';
import { sweepEntries } from './entries';

describe('the endpoint sweep', () => {
  it('has an entry for every endpoint of the contract, and none for an endpoint that is not there', async () => {
    const entries = await sweepEntries();
    const declared = Object.keys(ENDPOINTS).sort();
    expect(
      declared.filter((name) => !entries.has(name)),
      'endpoints without a sweep entry',
    ).toEqual([]);
    expect(
      [...entries.keys()].filter((name) => !(name in ENDPOINTS)),
      'entries of no endpoint',
    ).toEqual([]);
  });
});
