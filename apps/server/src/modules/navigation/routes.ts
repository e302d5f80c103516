import { navigationEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { navigation } from './service';

export const navigationRoutes = defineRoutes(navigationEndpoints, {
  nav: async ({ viewer }) => navigation(viewer),
});
