import { afterAll, vi } from 'vitest';

// Files share a worker (`isolate: false`), so a clock a file fakes stays faked for the next file:
// CI once hung when two-step tests left `Date` standing still and the job runner's waits on
// Date.now() never ended. A file must give the real clock back; this fails the file that did not.
afterAll(() => {
  if (!vi.isFakeTimers()) return;
  vi.useRealTimers();
  throw new Error('this file left fake timers on: call vi.useRealTimers() in its afterAll');
});
