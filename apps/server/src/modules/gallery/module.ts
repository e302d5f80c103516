import { galleryTexts } from '@console/contract/gallery/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { galleryRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** The image library and uploads. */
export const galleryModule = defineModule({
  name: 'gallery',
  routes: galleryRoutes,
  tables,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, galleryTexts),
});
