import { describe, expect, it } from 'vitest';
import { linkedView } from './links';

const view = (search: string) => linkedView(new URLSearchParams(search));

describe('the view a link opens on /recharge', () => {
  it("opens the batch list with the link's own list filters", () => {
    expect(view('batch_no=TB1')).toEqual({ kind: 'batches', linked: { batch_no: 'TB1' } });
    expect(view('failed=not_retried')).toEqual({ kind: 'batches', linked: { failed: 'not_retried' } });
    expect(view('batch_no=TB1&failed=any')).toEqual({
      kind: 'batches',
      linked: { batch_no: 'TB1', failed: 'any' },
    });
  });

  it("opens a batch's items, of one status when the link names a known one", () => {
    expect(view('batch=12&item_status=failed')).toEqual({ kind: 'batch', id: 12, status: 'failed' });
    expect(view('batch=12&item_status=lost')).toEqual({ kind: 'batch', id: 12 });
  });

  it('opens nothing for values the lists do not know', () => {
    expect(view('failed=all')).toBeNull();
    expect(view('batch=-3')).toBeNull();
    expect(view('batch_no=%20')).toBeNull();
    expect(view('')).toBeNull();
  });
});
