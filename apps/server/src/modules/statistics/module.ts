import { statisticsTexts } from '@console/contract/statistics/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { seedDemoCosts } from './demo';
import { STATS_EXPORTERS } from './exporter';
import { matchTimeZone } from './prepare';
import { statisticsRoutes } from './routes';
import { SCREEN_TEXTS } from './screen-texts';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * Store statistics (`/statistics-store`): per day, shop, goods, first recharge and goods × day,
 * read from daily figures the database keeps with every order change (decision 019, migration
 * 0013), and the advertising cost per channel and day that gives the return on cost.
 */
export const statisticsModule = defineModule({
  name: 'statistics',
  routes: statisticsRoutes,
  tables,
  exporters: STATS_EXPORTERS,
  // The kept figures' days must be those of this process's TIME_ZONE before anything reads them.
  prepare: matchTimeZone,
  // After capture: the demo costs are the storefront's and the captured shops'.
  demo: seedDemoCosts,
  // The export's words: this module's own, and the screens' column titles (`screen.…`).
  // and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts(
    { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
    SCREEN_TEXTS,
    statisticsTexts,
  ),
});
