import { areaEndpoints, goodsEndpoints } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The goods screen's calls (its goods, and the store's areas per carrier), typed by the table. */
export const goodsApi = {
  goodsList: caller(goodsEndpoints.goodsList),
  /** Where one goods may be sold (the read-only area drawer). */
  goodsCoverage: caller(goodsEndpoints.goodsCoverage),
  /** The transfer configuration of a goods, for the mind map. */
  goodsTransferDetail: caller(goodsEndpoints.goodsTransferDetail),
  /** The four operators (one per carrier) and the keys of their area files. */
  operatorList: caller(areaEndpoints.operatorList),
  /** The areas where the merchant's store offers one operator's goods. */
  areaCoverage: caller(areaEndpoints.areaCoverage),
  /** Replaces that choice; answers what was stored (folded into whole provinces where it can). */
  saveAreaCoverage: caller(areaEndpoints.saveAreaCoverage),
};

const q = domainQueries('goods');

/** The goods domain's reads; a new store area invalidates the lists (their mismatch marks). */
export const goodsQueries = {
  lists: () => q.key('goodsList'),
  ...q.reads(goodsApi, ['goodsList', 'goodsCoverage', 'goodsTransferDetail', 'operatorList', 'areaCoverage']),
};
