import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// antd's responsive helpers (Grid, Form layout) call matchMedia, which happy-dom may lack.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Without vitest globals, testing-library cannot register its own cleanup.
afterEach(() => cleanup());
