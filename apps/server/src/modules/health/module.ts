import { defineModule } from '../module';
import { healthRoutes } from './routes';

/** The health check of load balancers and monitors. */
export const healthModule = defineModule({
  name: 'health',
  routes: healthRoutes,
});
