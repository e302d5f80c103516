import enUS from './en-US.json' with { type: 'json' };
import ptBR from './pt-BR.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

/**
 * The texts of the shared message keys (`core-words.ts`) in the four languages: the server's core
 * catalogue and the web's `common` namespace both load these files (decision 056).
 */
export const coreTexts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };
