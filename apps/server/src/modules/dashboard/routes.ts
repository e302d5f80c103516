import { dashboardEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { dashboard } from './service';
import { dashboardTodo } from './todo';

export const dashboardRoutes = defineRoutes(dashboardEndpoints, {
  dashboard: ({ ctx, merchantId, lang, viewer }) => dashboard(ctx, merchantId, lang, viewer),
  dashboardTodo: ({ ctx, merchantId, lang, viewer }) => dashboardTodo({ ctx, merchantId, lang, viewer }),
});
