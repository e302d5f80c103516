import { CHUNK_LOAD_TIMEOUT_MS } from '@console/contract';

/** A lazy chunk that did not arrive in time, or whose script or stylesheet failed to load. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

// What browsers and Vite say when a dynamic import or its preloads fail (Chromium, WebKit, Gecko).
const CHUNK_MESSAGES =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_MESSAGES.test(error.message);
}

/**
 * Spec section 4: chunk loads have a time-out, then error. Wraps one lazy import; the import goes
 * on in the background but its late answer is ignored.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Chunk load timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

/** Only the console's own files count: a failing third-party image or script is not a new version. */
export function isSameOriginAsset(url: string | null | undefined, origin: string = location.origin): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && /\.(m?js|css)(\?|#|$)/.test(parsed.pathname + parsed.search);
  } catch {
    return false;
  }
}

/** The url of a failed `<script>` or stylesheet `<link>`, or null for any other failing element. */
export function failedAssetUrl(target: EventTarget | null): string | null {
  if (target instanceof HTMLScriptElement) return target.src || null;
  if (target instanceof HTMLLinkElement && /stylesheet|modulepreload|preload/.test(target.rel)) {
    return target.href || null;
  }
  return null;
}

/**
 * Listens for every way a chunk of the console can fail to load: Vite's `vite:preloadError`,
 * rejected dynamic imports nobody handled, and `error` events of same-origin script and link
 * elements (those do not bubble: the listener captures). `onFailure` gets the error or the failed
 * file's url, to find out why. Returns the clean-up.
 */
export function installChunkErrorListeners(
  onFailure: (cause: unknown) => void,
  win: Window = window,
): () => void {
  // Vite puts the failed import's error in the event's payload.
  const onPreload = (event: Event) => onFailure((event as Event & { payload?: unknown }).payload);
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) onFailure(event.reason);
  };
  const onError = (event: Event) => {
    const url = failedAssetUrl(event.target);
    if (isSameOriginAsset(url, win.location.origin)) onFailure(url);
  };
  win.addEventListener('vite:preloadError', onPreload);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError, true);
  return () => {
    win.removeEventListener('vite:preloadError', onPreload);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError, true);
  };
}
