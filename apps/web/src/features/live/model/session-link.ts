import type { AnchorSession } from '@console/contract';

/** The address filters of the live orders a session's link carries: the list call's own fields. */
export const SESSION_LINK_NAMES = ['session', 'anchor', 'room'] as const;

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The live orders one anchor session counts (issue 39, drill-down), as a link. */
export const sessionOrdersHref = (s: Pick<AnchorSession, 'id' | 'anchor_id' | 'room_id'>) =>
  `/live/order-goods?session=${s.id}&anchor=${s.anchor_id}&room=${s.room_id}`;

/** The session, anchor and room a link carries; null without a session. */
export function sessionFromSearch(params: URLSearchParams) {
  const session = id(params.get('session'));
  return session ? { session, anchor: id(params.get('anchor')), room: id(params.get('room')) } : null;
}
