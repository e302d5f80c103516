import { FIRST_RECHARGE_AMOUNT_BOUNDS, FIRST_RECHARGE_DAY_BOUNDS, type Language } from '@console/contract';
import type { Texts } from '../../lib/i18n';
// The statistics screens' own texts (the web's locale files). An export's column names are the
// screen's column titles taken from this one place (issue 39: the exports had words of their own,
// 订单数 for 下单, 下单激活率 for 转化率).
import zhCN from '../../../../web/src/features/statistics/locales/zh-CN/statistics.json' with { type: 'json' };
import zhTW from '../../../../web/src/features/statistics/locales/zh-TW/statistics.json' with { type: 'json' };
import enUS from '../../../../web/src/features/statistics/locales/en-US/statistics.json' with { type: 'json' };
import ptBR from '../../../../web/src/features/statistics/locales/pt-BR/statistics.json' with { type: 'json' };

type Tree = { readonly [key: string]: string | Tree };
const SCREEN: Record<Language, Tree> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };

/** i18next's `{{name}}` as the server's `{name}`. */
const serverStyle = (text: string) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');

// i18next's plural forms (`saved_one`, `saved_other`): the screen's counted messages, never a
// column's title, and written in a convention the server's texts do not share (`_other` is there
// the key itself).
const I18NEXT_PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix: string, into: Record<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (!I18NEXT_PLURAL.test(key)) into[`${prefix}${key}`] = serverStyle(value);
    } else flatten(value, `${prefix}${key}.`, into);
  }
}

const fill = (text: string, params: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * A distribution's columns as the screen heads them: the group's title, then the range in the
 * screen's words (`<50`, `50–99`, `≥500`, `0`); `screen.amount_r0`... and `screen.days_r0`....
 */
function rangeTitles(
  texts: Record<string, string>,
  group: string,
  key: string,
  bounds: readonly number[],
  firstBelow: boolean,
) {
  const starts = [0, ...bounds];
  starts.forEach((from, i) => {
    const next = starts[i + 1];
    const range =
      next === undefined
        ? fill(texts['screen.first.from']!, { n: from })
        : i === 0 && firstBelow
          ? fill(texts['screen.first.below']!, { n: next })
          : next - 1 === from
            ? String(from)
            : fill(texts['screen.first.between']!, { from, to: next - 1 });
    texts[`screen.${key}${i}`] = `${texts[`screen.first.${group}`]} ${range}`;
  });
}

function screenTexts(lang: Language): Texts {
  const texts: Record<string, string> = {};
  flatten(SCREEN[lang], 'screen.', texts);
  rangeTitles(texts, 'amount_ranges', 'amount_r', FIRST_RECHARGE_AMOUNT_BOUNDS, true);
  rangeTitles(texts, 'day_ranges', 'days_r', FIRST_RECHARGE_DAY_BOUNDS, false);
  return texts;
}

/** The screens' texts as server texts under `screen.` (`screen.metric.orders`), per language. */
export const SCREEN_TEXTS: Record<Language, Texts> = {
  'zh-CN': screenTexts('zh-CN'),
  'zh-TW': screenTexts('zh-TW'),
  'en-US': screenTexts('en-US'),
  'pt-BR': screenTexts('pt-BR'),
};
