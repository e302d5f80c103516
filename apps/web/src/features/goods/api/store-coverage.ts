import {
  ApiPath,
  type CoveragePayload,
  type CoverageResult,
  type SaveCoveragePayload,
} from '@console/contract';
import { post } from '@/lib/http';

/** The areas where the merchant's store offers one operator's goods. */
export const storeCoverage = (payload: CoveragePayload, signal?: AbortSignal) =>
  post<CoverageResult>(ApiPath.areaCoverage, payload, { signal });

/** Replaces that choice; answers what was stored (folded into whole provinces where it can). */
export const saveStoreCoverage = (payload: SaveCoveragePayload) =>
  post<CoverageResult>(ApiPath.saveAreaCoverage, payload);
