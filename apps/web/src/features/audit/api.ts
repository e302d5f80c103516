import { auditEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The operation log's calls, typed by the contract's endpoint table. */
export const auditApi = {
  auditList: caller(E.auditList),
  auditExport: caller(E.auditExport),
};

const q = domainQueries('audit');

export const auditQueries = {
  all: q.all,
  ...q.reads(auditApi, ['auditList']),
};
