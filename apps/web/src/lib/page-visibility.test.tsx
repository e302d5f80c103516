import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { PageVisibleContext, usePageReturn } from './page-visibility';

function Page({ onReturn }: { onReturn: () => void }) {
  usePageReturn(onReturn);
  return null;
}

const shown = (visible: boolean, onReturn: () => void) => (
  <PageVisibleContext.Provider value={visible}>
    <Page onReturn={onReturn} />
  </PageVisibleContext.Provider>
);

describe('usePageReturn', () => {
  it('calls back each time a hidden page is shown again, not when it first mounts', () => {
    const onReturn = vi.fn();
    const { rerender } = render(shown(true, onReturn));
    expect(onReturn).not.toHaveBeenCalled();
    rerender(shown(false, onReturn));
    expect(onReturn).not.toHaveBeenCalled();
    rerender(shown(true, onReturn));
    expect(onReturn).toHaveBeenCalledTimes(1);
    rerender(shown(true, onReturn));
    rerender(shown(false, onReturn));
    rerender(shown(true, onReturn));
    expect(onReturn).toHaveBeenCalledTimes(2);
  });
});
