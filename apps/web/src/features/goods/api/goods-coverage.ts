import { ApiPath, type GoodsCoveragePayload, type GoodsCoverageResult } from '@console/contract';
import { post } from '@/lib/http';

/** Where one goods may be sold (the read-only area drawer). */
export const goodsCoverage = (payload: GoodsCoveragePayload, signal?: AbortSignal) =>
  post<GoodsCoverageResult>(ApiPath.goodsCoverage, payload, { signal });
