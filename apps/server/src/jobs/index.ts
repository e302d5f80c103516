import type { AppContext } from '../lib/context';
import { runExportJob, taskIdOf } from './export-job';
import { runImportJob } from './import-job';
import { type JobHandler, QUEUE, type QueueName } from './queue';
import { cleanupExpiredFiles, sweepStaleTasks } from './task-maintenance';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The workers of this server, by queue. */
export function jobHandlers(ctx: AppContext, log: Log): Record<QueueName, JobHandler> {
  return {
    [QUEUE.export]: (data) => runExportJob(ctx, taskIdOf(data), ctx.jobs.signal, log),
    [QUEUE.import]: (data) => runImportJob(ctx, taskIdOf(data), ctx.jobs.signal, log),
    [QUEUE.sweep]: async () => {
      await sweepStaleTasks(ctx, log);
    },
    [QUEUE.cleanup]: async () => {
      await cleanupExpiredFiles(ctx, log);
    },
  };
}
