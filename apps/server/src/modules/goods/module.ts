import { defineModule } from '../module';
import { seedDemoGoods } from './demo/seed-goods';
import { goodsRoutes } from './routes';
import * as tables from './tables';

/** The partner's goods as the merchant sells them. */
export const goodsModule = defineModule({
  name: 'goods',
  routes: goodsRoutes,
  tables,
  demo: seedDemoGoods,
});
