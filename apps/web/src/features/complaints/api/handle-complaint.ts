import { ApiPath, type HandleComplaintPayload, type HandleComplaintResult } from '@console/contract';
import { post } from '@/lib/http';

/**
 * One handling: the reply, the status it moves to (or keeps), the library images attached. The
 * answer is the complaint as it now is, with its events.
 */
export const handleComplaint = (payload: HandleComplaintPayload) =>
  post<HandleComplaintResult>(ApiPath.complaintHandle, payload);
