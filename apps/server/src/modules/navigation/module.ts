import { defineModule } from '../module';
import { navigationRoutes } from './routes';

/** The menu, built from the route table and the merchant. */
export const navigationModule = defineModule({
  name: 'navigation',
  routes: navigationRoutes,
});
