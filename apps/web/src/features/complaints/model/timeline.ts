import type { ComplaintEvent } from '@console/contract';

/**
 * How the timeline tells an event: the complaint's arrival from the partner, a handling that
 * changed the status, or a reply that kept it.
 */
export type EventKind = 'arrival' | 'change' | 'reply';

export function eventKind(event: Pick<ComplaintEvent, 'actor' | 'from' | 'to'>): EventKind {
  if (event.actor === 'partner' || event.from === null) return 'arrival';
  return event.from === event.to ? 'reply' : 'change';
}

/** Oldest first, as a story is read; events of the same time keep the server's order. */
export function inTimeOrder<E extends Pick<ComplaintEvent, 'create_time'>>(events: readonly E[]): E[] {
  return events
    .map((event, index) => ({ event, index, at: Date.parse(event.create_time) }))
    .sort((a, b) => (a.at === b.at || Number.isNaN(a.at - b.at) ? a.index - b.index : a.at - b.at))
    .map((e) => e.event);
}
