import { statisticsEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { costLog, costSave, costWeek } from './costs';
import { statsDay, statsGoods } from './day-and-goods';
import { statsExport } from './exporter';
import { statsFirstGoods } from './first-recharge';
import { statsGoodsDay } from './goods-day';
import { refuseFutureRange } from './range-guard';
import { statsShop } from './shops';

/** Statistics' calls: the session's merchant's figures (its sub-merchants' when asked), its own costs. */
export const statisticsRoutes = defineRoutes(statisticsEndpoints, {
  statsDay: ({ ctx, merchantId, body, lang }) => {
    refuseFutureRange(ctx, body, lang);
    return statsDay(ctx, merchantId, body);
  },
  statsShop: ({ ctx, merchantId, body, lang }) => {
    refuseFutureRange(ctx, body, lang);
    return statsShop(ctx, merchantId, body);
  },
  statsGoods: ({ ctx, merchantId, body, lang }) => {
    refuseFutureRange(ctx, body, lang);
    return statsGoods(ctx, merchantId, body);
  },
  statsFirstGoods: ({ ctx, merchantId, body, lang }) => {
    refuseFutureRange(ctx, body, lang);
    return statsFirstGoods(ctx, merchantId, body);
  },
  statsGoodsDay: ({ ctx, merchantId, body, lang }) => {
    refuseFutureRange(ctx, body, lang);
    return statsGoodsDay(ctx, merchantId, body);
  },
  costWeek: ({ ctx, merchantId, body }) => costWeek(ctx, merchantId, body.day),
  costSave: ({ ctx, session, body, request, lang }) =>
    costSave(
      ctx,
      { merchantId: session.merchantId, sessionId: session.sessionId, ip: request.ip, lang },
      body.entries,
    ),
  costLog: ({ ctx, merchantId, body }) => costLog(ctx, merchantId, body),
  statsExport: ({ ctx, merchantId, body, lang }) => {
    refuseFutureRange(ctx, body, lang);
    return statsExport(ctx, merchantId, body, lang);
  },
});
