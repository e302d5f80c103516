import { defineModule } from '../module';
import { taskRoutes } from './routes';

/** The task list and the signed download links of task files (the machinery is in jobs/). */
export const tasksModule = defineModule({
  name: 'tasks',
  routes: taskRoutes,
});
