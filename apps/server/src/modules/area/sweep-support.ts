import { areaEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

const operators = { none: "the carriers are reference data; the coverage read or saved is the caller's own" };

export const sweep = defineSweep(areaEndpoints, {
  operatorList: { designates: operators },
  areaCoverage: { valid: () => ({ operator_id: 1 }), designates: operators },
  saveAreaCoverage: { valid: () => ({ operator_id: 1, codes: [] }), designates: operators },
  areaData: { valid: () => ({ file: 'area_mobile.json' }), designates: { none: 'public reference data' } },
});
