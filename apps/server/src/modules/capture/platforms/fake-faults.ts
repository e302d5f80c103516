import type { FakeFault } from './fake';

// The fakes' fault switchboard (part of fake-kit.ts, which re-exports it): what a test or the
// benchmark switches on to see a client cope with a platform having a bad day.

export type FaultKind = FakeFault['kind'];
type FaultOf<K extends FaultKind> = Extract<FakeFault, { kind: K }>;

/** The faults switched on, each with the calls it still applies to. */
export class FaultBoard {
  private readonly active = new Map<FaultKind, { fault: FakeFault; left: number }>();

  set(fault: FakeFault): void {
    const times = 'times' in fault && fault.times !== undefined ? fault.times : Infinity;
    this.active.set(fault.kind, { fault, left: times });
  }

  clear(): void {
    this.active.clear();
  }

  has(kind: FaultKind): boolean {
    return this.active.has(kind);
  }

  /** The fault of `kind` when it applies to this call (one of its `times` is used up). */
  take<K extends FaultKind>(kind: K): FaultOf<K> | null {
    const entry = this.active.get(kind);
    if (!entry) return null;
    entry.left -= 1;
    if (entry.left <= 0) this.active.delete(kind);
    return entry.fault as FaultOf<K>;
  }

  /**
   * The faults that strike a call before it is read: waits out `slow`, then says whether the call
   * is to be answered as rate limited or as a server error (each platform words those its way).
   */
  async preflight(): Promise<'rate_limit' | 'server_error' | null> {
    const slow = this.take('slow');
    if (slow) await new Promise((resolve) => setTimeout(resolve, slow.ms));
    if (this.take('rate_limit')) return 'rate_limit';
    if (this.take('server_error')) return 'server_error';
    return null;
  }

  /**
   * One page of `all` (sorted in update order) as a faulty platform answers it: with the two rows
   * before the page again (`repeat_rows`, only when there are rows before), reversed
   * (`out_of_order`), or with its first row broken by `breakRow` (`malformed_order`).
   */
  page<T>(all: readonly T[], offset: number, size: number, breakRow: (row: T) => T): T[] {
    let rows = all.slice(offset, offset + size);
    if (offset > 0 && this.has('repeat_rows') && this.take('repeat_rows')) {
      rows = [...all.slice(Math.max(0, offset - 2), offset), ...rows];
    }
    if (rows.length > 1 && this.take('out_of_order')) rows = [...rows].reverse();
    if (rows.length > 0 && this.take('malformed_order')) rows = [breakRow(rows[0]!), ...rows.slice(1)];
    return rows;
  }
}
