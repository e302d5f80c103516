import type { Endpoint, PayloadOut, ResultOf } from '@console/contract';
import type { Database, Db } from '../db/database';
import type { ReplicaReads } from '../db/open-replicas';
import type { EventBus } from '../db/event-bus';
import type { Config } from '../plugins/config';
import type { Secrets } from '../plugins/secrets';
import type { SmsSender } from '../adapters/sms';
import type { MailSender } from '../adapters/mail';
import type { Storage } from '../storage/storage';
import type { ExporterRegistry } from '../jobs/exporters';
import type { ImporterRegistry } from '../jobs/importers';
import type { JobQueue } from '../jobs/queue';

/** What services need from the outside world, built once in app.ts and passed down. */
export interface AppContext {
  config: Config;
  secrets: Secrets;
  database: Database;
  /** The database to use: on PostgreSQL with DATABASE_REPLICA_URLS, lag-tolerant reads go to replicas. */
  db: Db;
  /** The replicas and the routing to them, when DATABASE_REPLICA_URLS is set (decision 067). */
  replicaReads?: ReplicaReads;
  /** What the database announces to every process (LISTEN/NOTIFY): changes, sign-outs, builds. */
  events: EventBus;
  sms: SmsSender;
  mail: MailSender;
  storage: Storage;
  /** pg-boss in the same database: exports, sweeps, later imports and syncs. */
  jobs: JobQueue;
  /** The list exports the domains registered (see jobs/exporters.ts). */
  exporters: ExporterRegistry;
  /** The spreadsheet imports the domains registered (see jobs/importers.ts). */
  importers: ImporterRegistry;
  /**
   * Set once the process begins to shut down (main.ts on SIGTERM, or the app closing): `/api/ready`
   * answers 503 from then on, so a load balancer stops sending before the port closes.
   */
  lifecycle: {
    draining: boolean;
    /** The step of the app's close under way (a shutdown past its deadline names it). */
    closingStep?: 'in-flight requests' | 'simulators' | 'job queue' | 'event bus' | 'database';
  };
}

/**
 * The service of one endpoint, which bears the endpoint's name (decision 058): the app, whose data
 * it is (a merchant's id unless `Owner` says otherwise) and the payload as the contract's schema
 * left it, answering the endpoint's result. Written once here, not at each service (decision 064).
 */
export type ServiceOf<E extends Endpoint, Owner = number> = (
  ctx: AppContext,
  owner: Owner,
  payload: PayloadOut<E>,
) => Promise<ResultOf<E>>;
