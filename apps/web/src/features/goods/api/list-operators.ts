import { ApiPath, type OperatorListResult } from '@console/contract';
import { post } from '@/lib/http';

/** The four operators (one per carrier) and the keys of their area files. */
export const listOperators = (signal?: AbortSignal) =>
  post<OperatorListResult>(ApiPath.operatorList, {}, { signal });
