import type pg from 'pg';
import { isDatabaseUnreachable } from './connection-gate';
import { SERIAL_PLANS } from './database';
import { preparingClient } from './pg-statements';

/** A WAL position (`0/16B3748`) as a number that compares. */
export const parseLsn = (text: string): bigint => {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
};
export const formatLsn = (lsn: bigint): string =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;

export interface Replica {
  /** host:port/database, never the password: the logs' and the metrics' label. */
  readonly name: string;
  readonly pool: pg.Pool;
  /** Taken for reads: answered the last check, replaying, within the lag bound. */
  up: boolean;
  /** The WAL it had replayed at its last check (or live look): what it is known to hold. */
  replayed: bigint;
  /** How far behind the primary it was at its last check, in ms (a bound, checkMs at most off). */
  lagMs: number;
  /** Statements it answered (the metrics, the tests). */
  reads: number;
  /** Times it was left out since the start (the metrics). */
  leftOut: number;
  /** Whether a check has decided about it yet (its first switch is said either way). */
  checked: boolean;
}

export interface ReplicaSwitch {
  replica: string;
  up: boolean;
  reason: string;
}

export interface ReplicaSetOptions {
  maxLagMs: number;
  checkMs: number;
  /** Statements run again prepared under a name, as on the primary (decision 096). */
  preparedStatements: boolean;
  /** A replica left out or taken back: logged and counted by the app. */
  onSwitch: (event: ReplicaSwitch) => void;
}

/** How long a check, or a connection for a read, may take before the replica counts as gone. */
const CHECK_TIMEOUT_MS = 1000;

/** The primary's WAL position at a moment: what a replica must have replayed to be that fresh. */
interface Sample {
  at: number;
  lsn: bigint;
}

const labelOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
};

/**
 * The streaming replicas of DATABASE_REPLICA_URLS (decision 067): a pool each, checked in the
 * background every `checkMs` and at once when a read on one fails. A replica is left out while it
 * refuses connections, times out, is no longer in recovery (promoted: its data went its own way)
 * or lags more than `maxLagMs`, and taken back at the first check it passes.
 *
 * Lag is measured against the primary, not the replica's clock nor its last transaction's time
 * (both lie on a quiet primary): each check samples the primary's WAL position, and a replica's
 * lag is the time since the newest sample it has replayed. A quiet primary gives no lag at all,
 * which is true: the replica then holds the same data.
 */
export class ReplicaSet {
  readonly replicas: Replica[];
  /** Statements the primary answered for a lag-tolerant read (no replica fit, or one failed). */
  primaryReads = 0;
  private samples: Sample[] = [];
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    urls: readonly string[],
    private readonly primary: pg.Pool,
    driver: typeof pg,
    private readonly options: ReplicaSetOptions,
  ) {
    this.replicas = urls.map((url) => {
      const pool = new driver.Pool({
        connectionString: url,
        max: 10,
        Client: options.preparedStatements ? preparingClient(driver) : driver.Client,
        connectionTimeoutMillis: CHECK_TIMEOUT_MS,
        // The API's reads, planned as on the primary (decision 087).
        options: SERIAL_PLANS,
      });
      // As the primary's pool (database.ts): a dropped idle client must not end the process.
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      return {
        name: labelOf(url),
        pool,
        up: false,
        replayed: 0n,
        lagMs: 0,
        reads: 0,
        leftOut: 0,
        checked: false,
      };
    });
  }

  /** The first check (awaited: reads go to the primary until it has passed), then every checkMs. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkMs);
    this.timer.unref();
  }

  /**
   * A replica for a read that must see at least `minLsn` (the caller's last write; 0: any), taken
   * in turn among those up: first one already known to hold it, else the next one asked now.
   * Undefined: the primary answers.
   */
  async choose(minLsn: bigint): Promise<Replica | undefined> {
    const up = this.replicas.filter((r) => r.up);
    if (!up.length) return undefined;
    this.next = (this.next + 1) % up.length;
    const inTurn = [...up.slice(this.next), ...up.slice(0, this.next)];
    const holding = inTurn.find((r) => r.replayed >= minLsn);
    if (holding) return holding;
    const asked = inTurn[0]!;
    await this.lookAt(asked).catch((error: unknown) => this.failed(asked, error));
    return asked.up && asked.replayed >= minLsn ? asked : undefined;
  }

  /** A read on `replica` failed: left out at once when it cannot be reached (checked again later). */
  failed(replica: Replica, error: unknown): void {
    if (isDatabaseUnreachable(error)) this.leaveOut(replica, `unreachable: ${(error as Error).message}`);
  }

  /** Checks every replica now (the background round; tests call it to skip the wait). */
  check(): Promise<void> {
    this.checking ??= this.round().finally(() => (this.checking = undefined));
    return this.checking;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking?.catch(() => {});
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => {})));
  }

  private async round() {
    const sampled = await this.samplePrimary();
    await Promise.all(
      this.replicas.map(async (replica) => {
        try {
          const recovering = await this.lookAt(replica);
          if (!recovering) return this.leaveOut(replica, 'not in recovery (promoted?)');
          if (!sampled) return; // the primary did not answer: nothing to measure the lag against
          replica.lagMs = this.lagOf(replica.replayed);
          if (replica.lagMs > this.options.maxLagMs) {
            return this.leaveOut(replica, `lags ${replica.lagMs} ms (bound ${this.options.maxLagMs} ms)`);
          }
          this.takeBack(replica);
        } catch (error) {
          this.leaveOut(replica, `check failed: ${(error as Error).message}`);
        }
      }),
    );
  }

  /** Reads the replica's replayed position now; answers whether it is still a standby. */
  private async lookAt(replica: Replica): Promise<boolean> {
    const { rows } = await replica.pool.query<{ recovering: boolean; replayed: string | null }>({
      text: 'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed',
      query_timeout: CHECK_TIMEOUT_MS,
    } as pg.QueryConfig);
    const row = rows[0]!;
    if (row.replayed) replica.replayed = parseLsn(row.replayed);
    return row.recovering;
  }

  private async samplePrimary(): Promise<boolean> {
    try {
      const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const now = performance.now();
      this.samples.push({ at: now, lsn: parseLsn(rows[0]!.lsn) });
      // What is older than twice the bound can no longer decide anything.
      while (this.samples.length > 2 && this.samples[1]!.at < now - 2 * this.options.maxLagMs) {
        this.samples.shift();
      }
      return true;
    } catch {
      return false;
    }
  }

  /** Time since the newest primary sample the replica holds; before all kept samples: their age. */
  private lagOf(replayed: bigint): number {
    const now = performance.now();
    for (let i = this.samples.length - 1; i >= 0; i -= 1) {
      if (this.samples[i]!.lsn <= replayed) return Math.round(now - this.samples[i]!.at);
    }
    return Math.round(now - (this.samples[0]?.at ?? now)) + 1;
  }

  private leaveOut(replica: Replica, reason: string) {
    // Said once per switch; the very first check of a replica that is not there says so too.
    if (!replica.up && replica.checked) return;
    replica.up = false;
    replica.checked = true;
    replica.leftOut += 1;
    this.options.onSwitch({ replica: replica.name, up: false, reason });
  }

  private takeBack(replica: Replica) {
    replica.checked = true;
    if (replica.up) return;
    replica.up = true;
    this.options.onSwitch({ replica: replica.name, up: true, reason: `replaying, lag ${replica.lagMs} ms` });
  }
}
