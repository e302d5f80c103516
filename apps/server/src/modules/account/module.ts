import { accountTexts } from '@console/contract/account/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { seedDemoStores } from './demo';
import { accountRoutes } from './routes';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** The merchant's own profile, store, customer service and password. */
export const accountModule = defineModule({
  name: 'account',
  routes: accountRoutes,
  demo: seedDemoStores,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, accountTexts),
});
