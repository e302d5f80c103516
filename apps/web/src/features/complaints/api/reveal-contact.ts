import { ApiPath, type ComplaintContact, type ComplaintIdPayload } from '@console/contract';
import { post } from '@/lib/http';

/** The customer's full contact; the server records who asked, when and from where. */
export const revealContact = (payload: ComplaintIdPayload) =>
  post<ComplaintContact>(ApiPath.complaintDecrypt, payload);
