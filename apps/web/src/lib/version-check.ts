/** Spec: a newly deployed build is looked for every 5 minutes and whenever the window gets focus. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** Focus events come in bursts (alt-tab back and forth): one check per this span is enough. */
export const VERSION_FOCUS_THROTTLE_MS = 10_000;

/** The file name of the entry module script of an `index.html`, e.g. `index-B7MjR8zu.js`. */
export function entryScriptOf(html: string): string | null {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype\s*=\s*["']?module\b/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) return fileName(src);
  }
  return null;
}

const fileName = (src: string) => src.split(/[?#]/)[0]!.split('/').pop() || null;

/** The entry script the running page was started from. */
export function runningEntryScript(doc: Document = document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? fileName(script.getAttribute('src') ?? '') : null;
}

/** A new build only when both names are known and differ (an unreadable answer proves nothing). */
export const isNewBuild = (running: string | null, served: string | null): boolean =>
  Boolean(running && served && running !== served);

export interface WatchOptions {
  onNewBuild: () => void;
  /** The running entry script; without one (the dev server) nothing is watched. */
  running?: string | null;
  /** Reads the served index.html; by default fetched past every cache. */
  fetchIndex?: () => Promise<string>;
  intervalMs?: number;
  win?: Window;
  now?: () => number;
}

export const fetchServedIndex = async (): Promise<string> => {
  const response = await fetch(`${import.meta.env.BASE_URL}index.html`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
};

/** Checks now and then; calls `onNewBuild` once when the served entry script has changed. */
export function watchForNewBuild({
  onNewBuild,
  running = runningEntryScript(),
  fetchIndex = fetchServedIndex,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  win = window,
  now = Date.now,
}: WatchOptions): () => void {
  if (!running) return () => {};
  let stopped = false;
  let lastCheck = 0;
  let busy = false;

  const check = async () => {
    if (stopped || busy) return;
    busy = true;
    lastCheck = now();
    try {
      const served = entryScriptOf(await fetchIndex());
      if (!stopped && isNewBuild(running, served)) {
        stop();
        onNewBuild();
      }
    } catch {
      // offline or the server restarting: the next check will tell
    } finally {
      busy = false;
    }
  };
  const onFocus = () => {
    if (now() - lastCheck >= VERSION_FOCUS_THROTTLE_MS) void check();
  };
  const timer = win.setInterval(() => void check(), intervalMs);
  win.addEventListener('focus', onFocus);
  function stop() {
    stopped = true;
    win.clearInterval(timer);
    win.removeEventListener('focus', onFocus);
  }
  return stop;
}
