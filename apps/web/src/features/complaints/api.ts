import { complaintEndpoints as E, galleryEndpoints } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The complaint work orders' calls, typed by the contract's endpoint table. */
export const complaintApi = {
  listComplaints: caller(E.complaintList),
  /** The types with their labels in the language on screen. */
  listComplaintTypes: caller(E.complaintTypes),
  complaintDetail: caller(E.complaintDetail),
  /** One handling: the answer is the complaint as it now is, with its events. */
  handleComplaint: caller(E.complaintHandle),
  /** The customer's full contact; the server records who asked, when and from where. */
  revealContact: caller(E.complaintDecrypt),
  /** Places fresh uploads in the complaint library (type 2), so that a handling can attach them. */
  addComplaintFiles: caller(galleryEndpoints.addComplaintFile),
};

const q = domainQueries('complaints');

/** The complaints' reads; a handling refreshes the lists. */
export const complaintQueries = {
  lists: () => q.key('listComplaints'),
  ...q.reads(complaintApi, ['listComplaints', 'listComplaintTypes', 'complaintDetail']),
};
