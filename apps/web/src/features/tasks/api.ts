import { taskEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The tasks domain's calls, typed by the contract's endpoint table. */
export const taskApi = { taskList: caller(E.taskList) };

const q = domainQueries('tasks');

/** The task list's reads (the header popover and the page share them). */
export const taskQueries = { all: q.all, ...q.reads(taskApi, ['taskList']) };
