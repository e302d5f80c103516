import { ChunkLoadError } from './chunk-errors';
import { entryScriptOf, fetchServedIndex, isNewBuild, runningEntryScript } from './version-check';

/**
 * Why a chunk of the console could not be loaded (decision 042). Only a file that is gone while
 * the server serves another build is a new version; a refused (429), failed (5xx) or lost (no
 * answer, time-out) request is not, and the user is told which.
 */
export type ChunkFailureKind = 'new-version' | 'busy' | 'server' | 'network';

/** What asking for the failed file again answered: its HTTP status, or no answer at all. */
export type ProbeAnswer = number | 'no-answer';

/** The decision, from the file's second answer and whether the served build differs. */
export function classifyChunkFailure(answer: ProbeAnswer | null, newBuildServed: boolean): ChunkFailureKind {
  if (answer === 429) return 'busy';
  if (typeof answer === 'number' && answer >= 500) return 'server';
  if (answer === 'no-answer') return 'network';
  // The file arrives now (the first try was lost), or nothing is known of it: the build decides.
  if (answer === null || answer < 400) return newBuildServed ? 'new-version' : 'network';
  // 404 and other refusals of a file this build named: gone, which a deploy explains.
  return newBuildServed ? 'new-version' : 'server';
}

// Chromium: "Failed to fetch dynamically imported module: <url>"; Gecko: "... module: <url>";
// Vite: "Unable to preload CSS for <path>". WebKit's message has no address.
const URL_IN_MESSAGE = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]*\.(?:m?js|css))(?=$|[\s'"?#])/;

/** The failed file's address, from the error, the failing element's url, or nothing. */
export function failedChunkUrl(cause: unknown): string | null {
  if (typeof cause === 'string') return cause || null;
  if (cause instanceof Error) return URL_IN_MESSAGE.exec(cause.message)?.[0] ?? null;
  return null;
}

export interface ProbeDeps {
  fetchFile?: (url: string) => Promise<number>;
  fetchIndex?: () => Promise<string>;
  running?: string | null;
}

const fetchStatus = async (url: string) => (await fetch(url, { cache: 'no-store' })).status;

/** Asks for the failed file and the served index.html again, then names the failure. */
export async function diagnoseChunkFailure(cause: unknown, deps: ProbeDeps = {}): Promise<ChunkFailureKind> {
  const { fetchFile = fetchStatus, fetchIndex = fetchServedIndex, running = runningEntryScript() } = deps;
  // A load past its time-out: the network is too slow (the file may well be there).
  if (cause instanceof ChunkLoadError) return 'network';
  const url = failedChunkUrl(cause);
  const answer: ProbeAnswer | null = url ? await fetchFile(url).catch(() => 'no-answer' as const) : null;
  if (answer === 429 || answer === 'no-answer' || (typeof answer === 'number' && answer >= 500)) {
    return classifyChunkFailure(answer, false);
  }
  const served = await fetchIndex().then(entryScriptOf, () => null);
  return classifyChunkFailure(answer, isNewBuild(running, served));
}
