import { teamTexts } from '@console/contract/team/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { seedDemoTeam } from './demo';
import { teamPurges } from './housekeeping';
import { teamRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * A merchant's team: staff members who sign in to work on its data, each with a built-in role or
 * one the owner composes from the screens' actions (contract `team/`), invited by an SMS link; and
 * the team's sessions. The session check reads a member's role (auth's `viewer.ts`); every call's
 * guard asks it (`plugins/permissions.ts`).
 */
export const teamModule = defineModule({
  name: 'team',
  routes: teamRoutes,
  tables,
  purges: teamPurges,
  demo: seedDemoTeam,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, teamTexts),
});
