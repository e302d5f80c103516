import enUS from './en-US.json' with { type: 'json' };
import ptBR from './pt-BR.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

/**
 * The texts of account's message keys (`../words.ts`) in the four languages: its server module and
 * its web pages both load these files (decision 056). Server only: the web loads the JSON lazily.
 */
export const accountTexts = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };
