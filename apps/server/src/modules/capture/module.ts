import { captureTexts } from '@console/contract/capture/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { captureConfig } from './config';
import { seedDemoCapture } from './demo';
import { startCaptureFakes } from './fakes';
import { registerAuthorizationRoutes } from './authorization-routes';
import { capturePurges } from './purges';
import { captureRoutes } from './routes';
import { syncShop } from './sync';
import { captureQueues } from './sync-queue';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * Order capture: merchants' shops on Doudian, PDD, Kuaishou and Gantanhao, their products mapped
 * to goods, a sync job per shop and the platforms' pushes, each platform order made into one
 * console order (orders' createOrders).
 */
export const captureModule = defineModule({
  name: 'capture',
  routes: captureRoutes,
  // The authorization pages' callback (the platforms' pushes are endpoints of the table).
  externalRoutes: registerAuthorizationRoutes,
  purges: capturePurges,
  tables,
  queues: captureQueues(syncShop),
  // The platforms' fakes with the database's shops and a trickle of orders (CAPTURE_FAKES).
  simulators: [{ flag: 'CAPTURE_FAKES', start: startCaptureFakes }],
  // After goods: the demo shops' products map to the demo goods.
  demo: seedDemoCapture,
  config: captureConfig,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, captureTexts),
});
