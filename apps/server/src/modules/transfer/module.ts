import { defineModule } from '../module';
import { seedDemoTransfers } from './demo/seed-transfers';
import { transferRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** The partner's order-transfer configurations and each merchant's switch. */
export const transferModule = defineModule({
  name: 'transfer',
  routes: transferRoutes,
  tables,
  demo: seedDemoTransfers,
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
