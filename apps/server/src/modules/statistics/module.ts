import { defineModule } from '../module';
import { STATS_EXPORTERS } from './exporter';
import { matchTimeZone } from './prepare';
import { statisticsRoutes } from './routes';
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
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
