import { agentsTexts } from '@console/contract/agents/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { seedDemoRates } from './demo';
import { distributionExporter, subMerchantExporter } from './exporters';
import { agentsRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * Distribution: an agent's sub-merchants, what each earns per goods, and their orders. The split
 * itself is fixed on each order and paid at settlement by the orders module (commission-split.ts).
 */
export const agentsModule = defineModule({
  name: 'agents',
  routes: agentsRoutes,
  tables,
  exporters: [subMerchantExporter, distributionExporter],
  demo: seedDemoRates,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, agentsTexts),
});
