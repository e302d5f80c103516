import { defineModule } from '../module';
import { referenceRoutes } from './routes';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** The API described (decision 060): the OpenAPI 3.1 document of the endpoint table and its page. */
export const referenceModule = defineModule({
  name: 'reference',
  routes: referenceRoutes,
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
