import { defineModule } from '../module';
import { dashboardRoutes } from './routes';

/** The dashboard's figures. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: dashboardRoutes,
});
