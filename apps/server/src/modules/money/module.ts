import { moneyTexts } from '@console/contract/money/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { moneyConfig } from './config';
import { seedDemoBalances } from './demo';
import { ledgerExporter, withdrawalExporter } from './exporters';
import { moneyRoutes } from './routes';
import { startWithdrawSimulator } from './simulator';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** Balances and the ledger, payee accounts, withdrawals, subsidies. */
export const moneyModule = defineModule({
  name: 'money',
  routes: moneyRoutes,
  tables,
  exporters: [ledgerExporter, withdrawalExporter],
  // The demo partner deciding withdrawals (see the contract's money/constants.ts).
  simulators: [{ flag: 'WITHDRAW_SIMULATOR', start: startWithdrawSimulator }],
  demo: seedDemoBalances,
  config: moneyConfig,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, moneyTexts),
});
