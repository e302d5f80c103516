import { defineModule } from '../module';
import { authConfig } from './config';
import { seedDemoAccounts } from './demo';
import { authPurges } from './housekeeping';
import { authRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** Accounts: sign-in and out, registration, password reset, sessions, who is signed in. */
export const authModule = defineModule({
  name: 'auth',
  routes: authRoutes,
  tables,
  purges: authPurges,
  demo: seedDemoAccounts,
  config: authConfig,
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
