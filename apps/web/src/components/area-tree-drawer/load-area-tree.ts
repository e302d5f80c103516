import { areaDataPath, type AreaNode } from '@console/contract';
import { API_BASE } from '@/lib/http';

/**
 * Why an operator's area data could not be shown (spec section 8): the server answered with a
 * bad HTTP status; the request or its JSON failed; the operator has no area key at all.
 */
export type AreaDataFailure = 'status' | 'failure' | 'missing';

export class AreaDataError extends Error {
  constructor(readonly kind: AreaDataFailure) {
    super(`area data: ${kind}`);
    this.name = 'AreaDataError';
  }
}

function isAreaNode(value: unknown): value is AreaNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Partial<AreaNode>;
  return (
    typeof node.value === 'string' &&
    typeof node.label === 'string' &&
    (node.children === undefined || (Array.isArray(node.children) && node.children.every(isAreaNode)))
  );
}

/**
 * The static area file of an operator (a plain GET of `<areaKey>.json`, no envelope). A body that
 * is not a tree of `{value, label, children}` counts as a failure, as a network error does.
 */
export async function loadAreaTree(areaKey: string, signal?: AbortSignal): Promise<AreaNode[]> {
  if (!areaKey) throw new AreaDataError('missing');
  let response: Response;
  try {
    response = await fetch(API_BASE + areaDataPath(areaKey), { signal, credentials: 'same-origin' });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new AreaDataError('failure');
  }
  if (!response.ok) throw new AreaDataError('status');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AreaDataError('failure');
  }
  if (!Array.isArray(body) || !body.every(isAreaNode)) throw new AreaDataError('failure');
  return body;
}

/** The area-key message of each failure (widgets namespace). */
export const AREA_FAILURE_KEYS = {
  status: 'area.error_status',
  failure: 'area.error_failure',
  missing: 'area.error_missing',
} as const satisfies Record<AreaDataFailure, string>;

export const failureOf = (error: unknown): AreaDataFailure =>
  error instanceof AreaDataError ? error.kind : 'failure';

/** The area data stays for the session: the file of an operator does not change while the console is open. */
export const areaDataKey = (areaKey: string) => ['area-data', areaKey] as const;
