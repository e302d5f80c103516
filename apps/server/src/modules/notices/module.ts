import { defineModule } from '../module';
import { seedDemoNotices } from './demo';
import { noticeExporter } from './exporter';
import { noticeRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** The merchant's notices: the bell, the list, reading, export. */
export const noticesModule = defineModule({
  name: 'notices',
  routes: noticeRoutes,
  tables,
  exporters: [noticeExporter],
  demo: seedDemoNotices,
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
