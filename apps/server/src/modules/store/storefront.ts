import type {
  Language,
  StoreGoodsResult,
  StoreInfoResult,
  PayloadOut,
  storeEndpoints,
} from '@console/contract';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { summarise } from '../area';
import { StoreError } from './errors';
import { findStore, findStoreGoods, type Store, type StoreGoods } from './queries';

/** Whether the merchant takes orders: an active account of this platform (not disabled, not moved). */
const isOpen = (store: Store) => store.status === 'active' && store.platform === 'console';

/**
 * The store and goods a promotion link names. Unknown code and another partner's goods answer the
 * same; a closed store says so (its customers should not wait for an answer that never comes).
 */
export async function linkedGoods(
  db: Executor,
  link: { promo_code: string; goods_id: number },
): Promise<{ store: Store; goods: StoreGoods }> {
  const store = await findStore(db, link.promo_code);
  return openLink(store, store && (await findStoreGoods(db, store.partnerId, link.goods_id)));
}

/** `linkedGoods`'s answer for a store and goods already read (null: not found). */
export function openLink(store: Store | null, goods: StoreGoods | null): { store: Store; goods: StoreGoods } {
  if (!store || !goods) throw new AppError(StoreError.linkUnknown);
  if (!isOpen(store)) throw new AppError(StoreError.storeClosed);
  return { store, goods };
}

/** The store that a lookup or a code names by its promo code: known and open. */
export async function openStore(db: Executor, promoCode: string): Promise<Store> {
  const store = await findStore(db, promoCode);
  if (!store) throw new AppError(StoreError.linkUnknown);
  if (!isOpen(store)) throw new AppError(StoreError.storeClosed);
  return store;
}

/** `/store/info`: the name and logo above the order lookup page (a closed store says so). */
export async function storeInfo(ctx: AppContext, promoCode: string): Promise<StoreInfoResult> {
  const store = await openStore(ctx.db, promoCode);
  return { store: { name: store.storeName, logo_url: store.logoUrl } };
}

/** Where the goods is delivered, in the request's language: nationwide, or its areas' names. */
function coverageText(goods: StoreGoods, lang: Language): string {
  if (goods.nationwide) return translate(lang, 'store.coverage_nationwide');
  const summary = summarise(false, goods.coverageCodes, goods.coverageCodes.length);
  return summary.labels.join(lang.startsWith('zh') ? '、' : ', ');
}

/** `/store/goods`: what the customer's goods page shows. */
export async function storeGoods(
  ctx: AppContext,
  link: PayloadOut<typeof storeEndpoints.storeGoods>,
  lang: Language,
): Promise<StoreGoodsResult> {
  const { store, goods } = await linkedGoods(ctx.db, link);
  return {
    store: { name: store.storeName, logo_url: store.logoUrl },
    goods: {
      id: goods.id,
      name: goods.name,
      cover_url: goods.coverUrl,
      monthly_fee: goods.monthlyFee,
      data_gb: goods.dataGb,
      call_minutes: goods.callMinutes,
      description: goods.description,
      age_min: goods.ageMin,
      age_max: goods.ageMax,
      carrier: goods.carrier as StoreGoodsResult['goods']['carrier'],
      operator_name: translate(lang, `carrier.${goods.carrier}`),
      nationwide: goods.nationwide,
      coverage: goods.nationwide ? [] : goods.coverageCodes,
      coverage_text: coverageText(goods, lang),
      // The file with districts: the customer's address goes down to the district.
      area_file: goods.areaKeyRepair || goods.areaKey,
      on_sale: goods.onSale,
    },
  };
}
