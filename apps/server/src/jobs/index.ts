import type { ServerModule } from '../modules/module';
import { runExportJob, taskIdOf } from './export-job';
import { housekeepingQueue } from './housekeeping';
import { runImportJob } from './import-job';
import { QUEUE, type QueueSpec } from './queue';
import { cleanupExpiredFiles, sweepStaleTasks } from './task-maintenance';

/**
 * The queues of the task machinery, beside those the modules declare. A job that never started
 * (fetched while the process was stopping) is tried once more; one that did start is not: its
 * export is failed (interrupted or swept), its import queued again by the sweeper with a job of
 * its own (decision 028), and a retry finds the task taken and skips it.
 */
export const TASK_QUEUES: readonly QueueSpec[] = [
  {
    name: QUEUE.export,
    options: { retryLimit: 1, retryDelay: 5, expireInSeconds: 3 * 3600, retentionDays: 7 },
    handler: (ctx, data, log) => runExportJob(ctx, taskIdOf(data), ctx.jobs.signal, log),
  },
  {
    name: QUEUE.import,
    options: { retryLimit: 1, retryDelay: 5, expireInSeconds: 3 * 3600, retentionDays: 7 },
    handler: (ctx, data, log) => runImportJob(ctx, taskIdOf(data), ctx.jobs.signal, log),
  },
  {
    name: QUEUE.sweep,
    options: { retryLimit: 0, expireInSeconds: 300, retentionDays: 1 },
    schedule: '* * * * *',
    handler: async (ctx, _data, log) => {
      await sweepStaleTasks(ctx, log);
    },
  },
  {
    name: QUEUE.cleanup,
    options: { retryLimit: 0, expireInSeconds: 3600, retentionDays: 1 },
    schedule: '17 * * * *',
    handler: async (ctx, _data, log) => {
      await cleanupExpiredFiles(ctx, log);
    },
  },
];

/** Every queue of the server: the task machinery's, the housekeeping over the modules' purges, the modules' own. */
export const serverQueues = (modules: readonly Pick<ServerModule, 'queues' | 'purges'>[]): QueueSpec[] => [
  ...TASK_QUEUES,
  housekeepingQueue(modules.flatMap((module) => module.purges ?? [])),
  ...modules.flatMap((module) => module.queues ?? []),
];
