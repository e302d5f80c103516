import { complaintEndpoints as E, galleryEndpoints } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The complaint work orders' calls, typed by the contract's endpoint table. */
export const complaintApi = {
  ...callers(E, [
    'complaintList',
    /** The types with their labels in the language on screen. */
    'complaintTypes',
    'complaintDetail',
    /** One handling: the answer is the complaint as it now is, with its events. */
    'complaintHandle',
    /** The customer's full contact; the server records who asked, when and from where. */
    'complaintDecrypt',
  ]),
  /** Places fresh uploads in the complaint library (type 2), so that a handling can attach them. */
  addComplaintFile: caller(galleryEndpoints.addComplaintFile),
};

const q = domainQueries('complaints');

/** The complaints' reads; a handling refreshes the lists. */
export const complaintQueries = {
  lists: () => q.key('complaintList'),
  ...q.reads(complaintApi, ['complaintList', 'complaintTypes', 'complaintDetail']),
};
