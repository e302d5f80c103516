import { topupTexts } from '@console/contract/topup/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { topupConfig } from './config';
import { seedDemoTopup } from './demo';
import { topupItemExporter } from './exporter';
import { registerTopupMetrics } from './metrics';
import { startTopupFakeProvider } from './fakes';
import { topupRoutes } from './routes';
import { topupQueues } from './sender';
import * as tables from './tables';
import { startTopupTicker } from './tick';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * Bulk phone top-up (the `/recharge` section): batches charged to the balance once, each number
 * sent to the provider TOPUP_PROVIDER names (providers/: Juhe's 话费充值 API; its fake on loopback
 * in the embedded default), its callback or the periodic status query settling it, a failed one
 * refunded once.
 */
export const topupModule = defineModule({
  name: 'topup',
  routes: topupRoutes,
  tables,
  exporters: [topupItemExporter],
  queues: topupQueues,
  metrics: registerTopupMetrics,
  simulators: [
    { flag: 'TOPUP_FAKE', start: startTopupFakeProvider },
    // Not a simulator: the status query's timer, in the process that runs jobs.
    { flag: 'TOPUP_TICKER', start: startTopupTicker },
  ],
  // After money: the demo batches are paid from the demo balances.
  demo: seedDemoTopup,
  config: topupConfig,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, topupTexts),
});
