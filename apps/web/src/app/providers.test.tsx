import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { initI18n } from '@/lib/i18n';
import { REDUCED_MOTION_QUERY } from '@/lib/use-media-query';
import { AppProviders } from './providers';

/** A matchMedia whose "reduce motion" answer the test sets and changes, telling its listeners. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
  window.matchMedia = (query: string) =>
    ({
      matches: query === REDUCED_MOTION_QUERY && reduce,
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }) as unknown as MediaQueryList;
  return {
    set(value: boolean) {
      reduce = value;
      act(() => listeners.forEach((l) => l()));
    },
    restore: () => Object.defineProperty(window, 'matchMedia', original),
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

beforeAll(() => initI18n('zh-CN'));

let restore = () => {};
afterEach(() => restore());

describe('AppProviders', () => {
  it("turns antd's animations off while the system asks for reduced motion", () => {
    const system = systemMotion(true);
    restore = system.restore;
    render(
      <AppProviders>
        <MotionProbe />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    system.set(false);
    expect(screen.getByTestId('motion').textContent).toBe('true');
    system.set(true);
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });
});
