import {
  SENSITIVE_ACTIONS,
  TEAM_ACTIONS,
  type Grants,
  type RouteName,
  type TeamAction,
} from '@console/contract';

/** What a role may hold, as the server answers it: per screen, its actions. */
export type Grantable = Readonly<Record<string, readonly TeamAction[]>>;
/** A role's grants while edited: per screen, the actions ticked. */
export type Draft = Record<string, TeamAction[]>;

const sensitive = (a: TeamAction) => (SENSITIVE_ACTIONS as readonly TeamAction[]).includes(a);

/** One line of the editor: a screen, its ordinary actions and, apart, its sensitive ones. */
export interface MatrixRow {
  route: RouteName;
  ordinary: readonly TeamAction[];
  sensitive: readonly TeamAction[];
}

/** The editor's lines, in the server's order (the route table's). */
export function matrixRows(grantable: Grantable): MatrixRow[] {
  return Object.entries(grantable).map(([route, actions]) => ({
    route: route as RouteName,
    ordinary: actions.filter((a) => !sensitive(a)),
    sensitive: actions.filter(sensitive),
  }));
}

/**
 * Ticks or unticks one action of a screen. Every action needs the screen open: ticking one ticks
 * `view` too, and unticking `view` unticks the screen's others (a call of a screen its role cannot
 * open is refused whatever else it holds). Actions stay in the screen's own order.
 */
export function toggle(
  draft: Draft,
  grantable: Grantable,
  route: string,
  action: TeamAction,
  on: boolean,
): Draft {
  const order = grantable[route] ?? [];
  const held = new Set(draft[route] ?? []);
  if (on) {
    held.add(action);
    if (order.includes('view')) held.add('view');
  } else if (action === 'view') {
    held.clear();
  } else {
    held.delete(action);
  }
  const next = { ...draft };
  const kept = order.filter((a) => held.has(a));
  if (kept.length) next[route] = kept;
  else delete next[route];
  return next;
}

/** A role's grants as the editor starts from them: only what the screens still offer. */
export function draftOf(
  grants: Grants | Readonly<Record<string, readonly TeamAction[]>>,
  grantable: Grantable,
): Draft {
  const draft: Draft = {};
  for (const [route, actions] of Object.entries(grants)) {
    const kept = (grantable[route] ?? []).filter((a) => actions?.includes(a));
    if (kept.length) draft[route] = kept;
  }
  return draft;
}

/** How many sensitive actions the draft holds (the editor warns beside them). */
export const sensitiveCount = (draft: Draft) =>
  Object.values(draft).reduce((n, actions) => n + actions.filter(sensitive).length, 0);

/**
 * The matrix's columns for some of its lines: each action any of them offers, in the table's order
 * (a screen without one leaves its cell empty).
 */
export function matrixColumns(rows: readonly MatrixRow[], part: 'ordinary' | 'sensitive'): TeamAction[] {
  const offered = new Set(rows.flatMap((r) => r[part]));
  return TEAM_ACTIONS.filter((a) => offered.has(a));
}
