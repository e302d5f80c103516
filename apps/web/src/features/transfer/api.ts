import { transferEndpoints as E } from '@console/contract';
import { callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The transfer domain's calls, typed by the contract's endpoint table. */
export const transferApi = {
  ...callers(E, [
    'transferList',
    /** Opens or closes a configuration; answers the stored state. */
    'transferChangeOpen',
    /** One configuration with its entries, for the mind map. */
    'transferDetail',
    /** Partner 52: the unread notices of new transfer configurations. */
    'transferNotice',
    /** Marks a transfer notice read: it does not come back. */
    'transferReadRecord',
  ]),
};

const q = domainQueries('transfer');

/** The transfer domain's reads; a switch puts its stored state into every page of `lists()`. */
export const transferQueries = {
  lists: () => q.key('transferList'),
  ...q.reads(transferApi, ['transferList', 'transferDetail']),
};

/** A configuration's mind map: its cached detail and how to fetch it. */
export const transferMindMap = (id: number) => ({
  key: transferQueries.transferDetail({ id }).queryKey,
  fetch: (signal: AbortSignal) => transferApi.transferDetail({ id }, { signal }),
});
