import {
  type CoverageResult,
  type Language,
  type Operator,
  type OperatorListResult,
  type PayloadOut,
  type areaEndpoints,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n';
import { foldCodes, unknownCodes } from './coverage-codes';
import { coverageCodes, findOperator, listOperatorRows, storeCoverage, type OperatorRow } from './queries';
import { invalidField, notFound } from '../../lib/errors';

/** The operator's name is the carrier's, in the request's language. */
const toOperator = (o: OperatorRow, lang: Language): Operator => ({
  id: o.id,
  carrier: o.carrier as Operator['carrier'],
  name: translate(lang, `carrier.${o.carrier}`),
  areaKey: o.areaKey,
  areaKeyRepair: o.areaKeyRepair,
});

export async function operatorList(ctx: AppContext, lang: Language): Promise<OperatorListResult> {
  return { list: (await listOperatorRows(ctx.db)).map((o) => toOperator(o, lang)) };
}

async function existingOperator(ctx: AppContext, operatorId: number) {
  const operator = await findOperator(ctx.db, operatorId);
  if (!operator) throw notFound();
  return operator;
}

export async function areaCoverage(
  ctx: AppContext,
  merchantId: number,
  operatorId: number,
): Promise<CoverageResult> {
  await existingOperator(ctx, operatorId);
  return { operator_id: operatorId, codes: await coverageCodes(ctx.db, merchantId, operatorId) };
}

/** Checks every code against the area data, folds the choice, stores it and answers it. */
export async function saveAreaCoverage(
  ctx: AppContext,
  merchantId: number,
  payload: PayloadOut<typeof areaEndpoints.saveAreaCoverage>,
  lang: Language,
): Promise<CoverageResult> {
  await existingOperator(ctx, payload.operator_id);
  const unknown = unknownCodes(payload.codes);
  if (unknown.length > 0) {
    throw invalidField('codes', translate(lang, 'area.code_unknown', { code: unknown[0]! }));
  }
  const codes = foldCodes(payload.codes);
  // A transaction of its own, however short: the call's audit record commits with the write.
  await ctx.db.transaction((tx) => storeCoverage(tx, merchantId, payload.operator_id, codes));
  return { operator_id: payload.operator_id, codes };
}
