import { storeTexts } from '@console/contract/store/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { storePurges } from './housekeeping';
import { storeRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** The storefront: the customer's order page behind a merchant's promotion link (public calls). */
export const storeModule = defineModule({
  name: 'store',
  routes: storeRoutes,
  tables,
  purges: storePurges,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, storeTexts),
});
