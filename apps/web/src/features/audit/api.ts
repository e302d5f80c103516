import { auditEndpoints as E } from '@console/contract';
import { callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The operation log's calls, typed by the contract's endpoint table. */
export const auditApi = {
  ...callers(E, ['auditList', 'auditExport']),
};

const q = domainQueries('audit');

export const auditQueries = {
  all: q.all,
  ...q.reads(auditApi, ['auditList']),
};
