import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaDataError, loadAreaTree } from './load-area-tree';

// The network is the boundary here: `fetch` answers as the server (or a broken network) would.
const answer = (body: BodyInit | null, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

const kindOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AreaDataError ? error.kind : 'other';
  }
};

afterEach(() => vi.restoreAllMocks());

describe('loadAreaTree', () => {
  it('GETs the static file named from the area key', async () => {
    const tree = [{ value: '110000', label: '北京市', selectAll: true, children: [] }];
    const fetchSpy = answer(JSON.stringify(tree));
    expect(await loadAreaTree('area_mobile')).toEqual(tree);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/area/data/area_mobile.json');
  });

  it('tells a bad status, a failure and a missing key apart', async () => {
    answer('boom', 500);
    expect(await kindOf(loadAreaTree('area_mobile'))).toBe('status');
    answer('<html>');
    expect(await kindOf(loadAreaTree('area_mobile'))).toBe('failure');
    answer(JSON.stringify({ not: 'a tree' }));
    expect(await kindOf(loadAreaTree('area_mobile'))).toBe('failure');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await kindOf(loadAreaTree('area_mobile'))).toBe('failure');
    vi.restoreAllMocks();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await kindOf(loadAreaTree(''))).toBe('missing');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
