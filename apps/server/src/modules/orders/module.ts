import { ordersTexts } from '@console/contract/orders/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { orderConfig } from './config';
import { seedDemoOrders } from './demo/seed-orders';
import { orderExporter } from './exporter';
import { orderImporter } from './import/order-importer';
import { remarkImporter } from './import/remark-importer';
import { orderRoutes } from './routes';
import { startOrderSimulator } from './simulator';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** Orders: the list, the life cycle, the transfer engine, spreadsheets, the partner's webhook. */
export const ordersModule = defineModule({
  name: 'orders',
  routes: orderRoutes,
  tables,
  exporters: [orderExporter],
  importers: [orderImporter, remarkImporter],
  // The demo partner's fulfilment: recent open orders move along the life cycle.
  simulators: [{ flag: 'ORDER_SIMULATOR', start: startOrderSimulator }],
  // After the goods and the transfer configurations (orders are made on them).
  demo: (seed) => seedDemoOrders(seed.db, seed, seed.merchants).then(() => undefined),
  config: orderConfig,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, ordersTexts),
});
