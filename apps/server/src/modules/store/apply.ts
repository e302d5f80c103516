import {
  ageOn,
  birthOf,
  NUMBERS_PER_CARRIER_MAX,
  type Language,
  type PayloadOut,
  type StoreApplyResult,
  type storeEndpoints,
} from '@console/contract';
import { lockNames } from '../../db/transaction-locks';
import { AppError } from '../../lib/app-error';
import { refuseField } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { searchHash } from '../../lib/personal-data';
import { formatDateTime } from '../../lib/time';
import { placeOf, provinceOf, wrongAreaField, type Place } from '../area';
import { judgeVerifyCode, refuseUnspent } from '../auth';
import { createOrders } from '../orders';
import { StoreError } from './errors';
import { applicationFacts, claimApplication, findApplication, type StoreGoods } from './queries';
import { openLink } from './storefront';
import { storeApplications } from './tables';

type ApplyPayload = PayloadOut<typeof storeEndpoints.storeApply>;

/** The age range of the goods, against the age the ID number gives today (the merchants' calendar). */
function checkAge(idNumber: string, goods: StoreGoods, timeZone: string, lang: Language) {
  const birth = birthOf(idNumber);
  if (!birth) throw refuseField(lang, 'id_number', StoreError.birthInvalid);
  const age = ageOn(birth, formatDateTime(new Date(), timeZone).slice(0, 10));
  const range = { min: goods.ageMin, max: goods.ageMax };
  if (age < goods.ageMin) throw new AppError(StoreError.tooYoung, range);
  if (age > goods.ageMax) throw new AppError(StoreError.tooOld, range);
}

/** The address's names, when the codes are a path of the tree and the goods is delivered there. */
function coveredPlace(body: ApplyPayload, goods: StoreGoods, lang: Language): Place {
  const place = placeOf(body.province, body.city, body.district);
  if (!place || provinceOf(body.city) !== body.province) {
    const field = wrongAreaField(body.province, body.city, body.district) ?? 'district';
    throw refuseField(lang, field, StoreError.areaUnknown);
  }
  const covered =
    goods.nationwide ||
    goods.coverageCodes.includes(body.province) ||
    goods.coverageCodes.includes(body.city);
  if (!covered) throw new AppError(StoreError.areaNotCovered, { area: `${place.province} ${place.city}` });
  return place;
}

/** The same request again: its order, if the same customer sent it. */
function repeated(application: { phoneHash: string; orderNo: string }, phoneHash: string): StoreApplyResult {
  if (application.phoneHash !== phoneHash) throw new AppError(StoreError.requestReused);
  return { order_no: application.orderNo };
}

/**
 * `/store/apply`: one application makes one pending order of the store (source `store`, or
 * `agent` with the agent recorded when the store is a sub-merchant), its customer sealed as every
 * order's is. The request id makes a repeat answer the first order; the SMS code is spent in the
 * same transaction; the carrier's five-numbers rule is counted under a lock on the ID number.
 */
export async function storeApply(
  ctx: AppContext,
  body: PayloadOut<typeof storeEndpoints.storeApply>,
  client: { ip: string; lang: Language },
): Promise<StoreApplyResult> {
  const facts = await applicationFacts(ctx.db, {
    promoCode: body.promo_code,
    goodsId: body.goods_id,
    requestId: body.request_id,
    phone: body.phone,
  });
  const { store, goods } = openLink(facts?.store ?? null, facts?.goods ?? null);
  const dataKey = ctx.secrets.dataKey;
  const phoneHash = searchHash(dataKey, body.phone);
  if (facts!.earlier) return repeated(facts!.earlier, phoneHash);
  if (!goods.onSale) throw new AppError(StoreError.goodsOffSale);
  checkAge(body.id_number, goods, ctx.config.TIME_ZONE, client.lang);
  const place = coveredPlace(body, goods, client.lang);
  const code = { mobile: body.phone, scene: 'apply' as const, code: body.code };
  let codeId: number;
  try {
    codeId = await judgeVerifyCode(ctx, facts!.code, code);
  } catch (error) {
    // The same request sent twice at once: the other may have spent the code and committed its
    // order between the look above and this check. Then this one answers that order too.
    const done = await findApplication(ctx.db, body.request_id);
    if (done) return repeated(done, phoneHash);
    throw error;
  }
  const idNoHash = searchHash(dataKey, body.id_number);

  return ctx.db.transaction(async (tx) => {
    // The request id's lock, then the ID number's on the operator; what they guard is read next.
    await lockNames(
      ctx.database,
      tx,
      `store-apply:${body.request_id}`,
      `carrier:${goods.operatorId}:${idNoHash}`,
    );
    const claim = await claimApplication(tx, {
      requestId: body.request_id,
      idNoHash,
      operatorId: goods.operatorId,
      codeId,
      max: NUMBERS_PER_CARRIER_MAX,
    });
    if (claim.earlier) return repeated(claim.earlier, phoneHash);
    if (claim.live >= NUMBERS_PER_CARRIER_MAX) {
      const carrier = translate(client.lang, `carrier.${goods.carrier}`);
      throw new AppError(StoreError.carrierLimit, {
        max: NUMBERS_PER_CARRIER_MAX,
        count: NUMBERS_PER_CARRIER_MAX,
        carrier,
      });
    }
    refuseUnspent(claim.spent);
    const [order] = await createOrders(
      tx,
      { dataKey, timeZone: ctx.config.TIME_ZONE },
      {
        merchantId: store.id,
        goodsId: goods.id,
        source: store.parentId ? 'agent' : 'store',
        historySource: 'customer',
      },
      [
        {
          customer: {
            name: body.name,
            phone: body.phone,
            idNumber: body.id_number,
            address: body.address,
            ...place,
          },
          agentId: store.parentId,
        },
      ],
    );
    await tx.insert(storeApplications).values({
      requestId: body.request_id,
      merchantId: store.id,
      orderId: order!.id,
      orderNo: order!.orderNo,
      phoneHash,
      ip: client.ip,
    });
    return { order_no: order!.orderNo };
  });
}
