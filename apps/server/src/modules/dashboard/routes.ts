import { dashboardEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { dashboard } from './service';

export const dashboardRoutes = defineRoutes(dashboardEndpoints, {
  dashboard: ({ ctx, merchantId, lang, viewer }) => dashboard(ctx, merchantId, lang, viewer),
});
