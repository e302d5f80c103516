import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUSES, COMPLAINT_TRANSITIONS } from '@console/contract';
import { isHandleable, nextStatuses } from './status';

describe('nextStatuses', () => {
  it('offers the current status first, then exactly the allowed changes', () => {
    expect(nextStatuses('pending')).toEqual(['pending', 'processing', 'resolved', 'closed']);
    expect(nextStatuses('processing')).toEqual(['processing', 'resolved', 'closed']);
    expect(nextStatuses('resolved')).toEqual(['resolved', 'processing', 'closed']);
  });

  it('offers nothing for a closed complaint: it takes no more handling', () => {
    expect(nextStatuses('closed')).toEqual([]);
    expect(isHandleable('closed')).toBe(false);
  });

  it('never offers a change the life cycle refuses', () => {
    for (const from of COMPLAINT_STATUSES) {
      for (const to of nextStatuses(from)) {
        expect(to === from || COMPLAINT_TRANSITIONS[from].includes(to)).toBe(true);
      }
    }
  });
});
