import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { orderListRoutes } from './list-routes';
import { orderSpreadsheetRoutes } from './spreadsheet-routes';
import { orderWebhookRoutes } from './webhook-routes';

/** The orders domain's calls: the list and what a merchant does, spreadsheets, the partner's webhook. */
export function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  orderListRoutes(app, ctx);
  orderSpreadsheetRoutes(app, ctx);
  orderWebhookRoutes(app, ctx);
}
