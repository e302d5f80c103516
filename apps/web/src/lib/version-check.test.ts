import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  VERSION_CHECK_INTERVAL_MS,
  VERSION_FOCUS_THROTTLE_MS,
  entryScriptOf,
  isNewBuild,
  runningEntryScript,
  watchForNewBuild,
} from './version-check';
import {
  ChunkLoadError,
  installChunkErrorListeners,
  isChunkLoadError,
  isSameOriginAsset,
  withChunkTimeout,
} from './chunk-errors';

const indexHtml = (entry: string) => `<!doctype html>
<html lang="zh-CN">
  <head>
    <link rel="icon" href="data:," />
    <script type="module" crossorigin src="/merchant/assets/${entry}"></script>
    <link rel="stylesheet" crossorigin href="/merchant/assets/index-B7MjR8zu.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('new build detection', () => {
  it("reads the entry script's file name from index.html", () => {
    expect(entryScriptOf(indexHtml('index-pG0mwPFq.js'))).toBe('index-pG0mwPFq.js');
    expect(entryScriptOf(`<script src="/a.js"></script><script type=module src=/m/index-X.js?v=1>`)).toBe(
      'index-X.js',
    );
    expect(entryScriptOf('<html>maintenance</html>')).toBeNull();
  });

  it('reads the running entry script from the document', () => {
    // Parsed documents do not run their scripts (the test DOM would try to load it).
    const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
    expect(
      runningEntryScript(parse('<script type="module" src="/merchant/assets/index-AAA.js"></script>')),
    ).toBe('index-AAA.js');
    expect(runningEntryScript(parse('<html><body></body></html>'))).toBeNull();
  });

  it('is a new build only when both names are known and differ', () => {
    expect(isNewBuild('index-A.js', 'index-B.js')).toBe(true);
    expect(isNewBuild('index-A.js', 'index-A.js')).toBe(false);
    expect(isNewBuild('index-A.js', null)).toBe(false);
    expect(isNewBuild(null, 'index-B.js')).toBe(false);
  });

  describe('watchForNewBuild', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('checks every 5 minutes and on focus (throttled), and reports a change once', async () => {
      let served = 'index-A.js';
      const fetchIndex = vi.fn(async () => indexHtml(served));
      const onNewBuild = vi.fn();
      const stop = watchForNewBuild({ onNewBuild, running: 'index-A.js', fetchIndex, now: () => Date.now() });

      await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
      expect(fetchIndex).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchIndex).toHaveBeenCalledTimes(1);
      expect(onNewBuild).not.toHaveBeenCalled();

      window.dispatchEvent(new Event('focus')); // right after a check: throttled
      expect(fetchIndex).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(VERSION_FOCUS_THROTTLE_MS);
      served = 'index-B.js';
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchIndex).toHaveBeenCalledTimes(2);
      expect(onNewBuild).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
      expect(fetchIndex).toHaveBeenCalledTimes(2); // stopped after reporting
      stop();
    });

    it('a failed or unreadable answer is not a new build; without a running entry nothing is watched', async () => {
      const onNewBuild = vi.fn();
      const failing = vi.fn(async () => {
        throw new Error('offline');
      });
      const stop = watchForNewBuild({ onNewBuild, running: 'index-A.js', fetchIndex: failing });
      await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
      expect(failing).toHaveBeenCalledTimes(1);
      stop();
      const garbage = vi.fn(async () => '<html>502 Bad Gateway</html>');
      const stop2 = watchForNewBuild({ onNewBuild, running: 'index-A.js', fetchIndex: garbage });
      await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
      stop2();
      const idle = vi.fn(async () => indexHtml('index-B.js'));
      const stop3 = watchForNewBuild({ onNewBuild, running: null, fetchIndex: idle });
      await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
      expect(idle).not.toHaveBeenCalled();
      stop3();
      expect(onNewBuild).not.toHaveBeenCalled();
    });
  });
});

describe('chunk load failures', () => {
  it('recognises the messages of failed dynamic imports and preloads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /merchant/assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('late'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('only same-origin scripts and stylesheets count', () => {
    const origin = 'https://console.example';
    expect(isSameOriginAsset('/merchant/assets/index-A.js', origin)).toBe(true);
    expect(isSameOriginAsset('https://console.example/merchant/assets/a.css?v=2', origin)).toBe(true);
    expect(isSameOriginAsset('https://cdn.example/lib.js', origin)).toBe(false);
    expect(isSameOriginAsset('/files/logo.png', origin)).toBe(false);
    expect(isSameOriginAsset(null, origin)).toBe(false);
  });

  it('times a chunk out after CHUNK_LOAD_TIMEOUT_MS (120 s)', async () => {
    vi.useFakeTimers();
    try {
      const never = withChunkTimeout(() => new Promise<never>(() => {}));
      const caught = never.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await caught;
      expect(error).toBeInstanceOf(ChunkLoadError);
      await expect(withChunkTimeout(async () => 7)).resolves.toBe(7);
    } finally {
      vi.useRealTimers();
    }
  });

  it('listens for vite:preloadError, rejected imports and failing same-origin script/link elements', () => {
    const onFailure = vi.fn();
    const remove = installChunkErrorListeners(onFailure);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(onFailure).toHaveBeenCalledTimes(1);

    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', {
      value: new TypeError('Failed to fetch dynamically imported module: x'),
    });
    window.dispatchEvent(rejection);
    expect(onFailure).toHaveBeenCalledTimes(2);

    // A type the test DOM does not run, so that it does not try to load the file itself.
    const script = document.createElement('script');
    script.type = 'text/plain';
    document.body.append(script);
    script.setAttribute('src', `${location.origin}/merchant/assets/page-X.js`);
    script.dispatchEvent(new Event('error'));
    expect(onFailure).toHaveBeenCalledTimes(3);

    const img = document.createElement('img');
    img.src = `${location.origin}/files/a.png`;
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    const foreign = document.createElement('link');
    foreign.rel = 'modulepreload';
    foreign.href = 'https://cdn.example/x.css';
    document.body.append(foreign);
    foreign.dispatchEvent(new Event('error'));
    expect(onFailure).toHaveBeenCalledTimes(3);

    remove();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(onFailure).toHaveBeenCalledTimes(3);
    script.remove();
    img.remove();
    foreign.remove();
  });
});
