import { liveTexts } from '@console/contract/live/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { seedDemoLive } from './demo';
import { liveOrderExporter, videoOrderExporter } from './exporters';
import { liveRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * Live: a merchant's Douyin rooms and the goods they promote, its anchors and their sessions, and
 * the orders captured from those rooms, credited to an anchor (credits.ts).
 */
export const liveModule = defineModule({
  name: 'live',
  routes: liveRoutes,
  tables,
  exporters: [liveOrderExporter, videoOrderExporter],
  // After capture: the rooms sell through the demo Doudian shops.
  demo: seedDemoLive,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, liveTexts),
});
