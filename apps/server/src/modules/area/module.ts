import { defineModule } from '../module';
import { areaRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** Carriers' area data and the merchant's store areas. */
export const areaModule = defineModule({
  name: 'area',
  routes: areaRoutes,
  tables,
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
