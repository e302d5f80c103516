import { defineModule } from '../module';
import { securityPurges } from './housekeeping';
import { securityRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * Two-step sign-in (TOTP, decision 055) of every person of a merchant, for themselves: the
 * security screen's calls; sign-in (auth) and withdrawals (money) ask it through ./index.
 */
export const securityModule = defineModule({
  name: 'security',
  routes: securityRoutes,
  tables,
  purges: securityPurges,
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
