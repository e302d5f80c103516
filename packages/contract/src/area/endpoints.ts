import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

/** Carriers, their area data and the merchant's store areas (chosen for the goods it sells). */
export const areaEndpoints = defineEndpoints<typeof S>()({
  operatorList: { path: '/area/operators', route: 'GoodsList', result: 'OperatorListResult' },
  areaCoverage: {
    path: '/area/coverage',
    route: 'GoodsList',
    payload: 'CoveragePayload',
    result: 'CoverageResult',
  },
  saveAreaCoverage: {
    path: '/area/saveCoverage',
    grant: 'edit',
    route: 'GoodsList',
    payload: 'SaveCoveragePayload',
    result: 'CoverageResult',
  },
  /**
   * GET /api/area/data/<areaKey>.json: an operator's static area tree (see `areaDataPath`); public
   * reference data with an ETag, like the static file it stands for.
   */
  areaData: {
    path: '/area/data/:file',
    method: 'GET',
    access: 'public',
    payload: 'AreaFileParams',
    file: true,
  },
});
