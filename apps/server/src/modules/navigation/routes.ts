import { navigationEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { nav } from './service';

export const navigationRoutes = defineRoutes(navigationEndpoints, {
  nav: async ({ viewer }) => nav(viewer),
});
