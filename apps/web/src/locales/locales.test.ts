import { describe, expect, it } from 'vitest';
import { LANGUAGES, MSG_KEYS } from '@console/contract';
// Every namespace file of every language: the shell's `./<lang>/<namespace>.json` and the
// features' `features/<domain>/locales/<lang>/<namespace>.json` (decision 066).
const files = import.meta.glob<unknown>(['./*/*.json', '../features/*/locales/*/*.json'], {
  eager: true,
  import: 'default',
});
const locales: Record<string, Record<string, unknown>> = {};
/** Namespaces found in two folders (i18next would load only one of them). */
const twice: string[] = [];
for (const [file, messages] of Object.entries(files)) {
  const [, lang = '', ns = ''] = /\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (locales[lang]?.[ns]) twice.push(file);
  (locales[lang] ??= {})[ns] = messages;
}
// The texts of the contract's message keys (decision 056), which the app joins to `common` as
// `v.…` (lib/i18n.ts): checked here as the screens read them.
const keyFiles = {
  ...import.meta.glob<Record<string, string>>('../../../../packages/contract/src/texts/*.json', {
    eager: true,
    import: 'default',
  }),
  ...import.meta.glob<Record<string, string>>('../../../../packages/contract/src/*/texts/*.json', {
    eager: true,
    import: 'default',
  }),
};
for (const [file, texts] of Object.entries(keyFiles)) {
  const lang = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
  const common = ((locales[lang] ??= {}).common ??= {}) as Record<string, Record<string, string>>;
  for (const [key, text] of Object.entries(texts)) {
    const [group = '', name = ''] = key.split(/\.(.*)/s);
    (common[group] ??= {})[name] = text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
}

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}`, the key form i18next uses. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Keys as `t()` names them: plain for the default namespace, `ns:key` for the others. */
function flattenLanguage(namespaces: Record<string, unknown> = {}): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [ns, messages] of Object.entries(namespaces)) {
    for (const [k, v] of flatten(messages)) out.set(ns === 'common' ? k : `${ns}:${k}`, v);
  }
  return out;
}

const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, flattenLanguage(locales[lang])])) as Record<
  (typeof LANGUAGES)[number],
  Map<string, unknown>
>;
// i18next's plural keys: `rows_one`, `rows_other`... each language has the forms of its own rules.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const allKeys = [...new Set(LANGUAGES.flatMap((lang) => [...flat[lang].keys()].map(baseKey)))].sort();
const hasKey = (lang: (typeof LANGUAGES)[number], key: string) =>
  [...flat[lang].keys()].some((k) => baseKey(k) === key);
const pluralGroups = (lang: (typeof LANGUAGES)[number]) => {
  const groups = new Map<string, string[]>();
  for (const key of flat[lang].keys()) {
    const category = PLURAL_SUFFIX.exec(key)?.[1];
    if (category) groups.set(baseKey(key), [...(groups.get(baseKey(key)) ?? []), category]);
  }
  return groups;
};

describe('locale files', () => {
  it('hold each namespace in one folder', () => {
    expect(twice).toEqual([]);
  });

  it('cover the four languages of the contract', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every key, each a non-empty string', (lang) => {
    const missing = allKeys.filter((key) => !hasKey(lang, key));
    const empty = [...flat[lang]].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(missing).toEqual([]);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('%s has each plural text in exactly the forms of its plural rules', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
    const groups = [...pluralGroups(lang)].map(([key, forms]) => [key, forms.sort()]);
    expect(groups).toEqual(groups.map(([key]) => [key, categories]));
    // A text plural in one language is plural in all of them (zh has the one form `_other`).
    expect([...pluralGroups(lang).keys()].sort()).toEqual([...pluralGroups('en-US').keys()].sort());
  });

  it.each(['en-US', 'pt-BR'] as const)('%s words a counted noun in a plural text, never "1 rows"', (lang) => {
    // A number put before a plural noun (`{{rows}} rows`, `{{max}} pedidos`) must choose its form by
    // the count; a range (`{{min}}-{{max}} years`) is plural whatever the numbers.
    const counted = /(?<!-)\{\{\s*\w+\s*\}\}\s+(?!(?:does|is|was|has)\b)(?:\p{L}+\s+)?\p{L}+s\b/u;
    const unchosen = [...flat[lang]]
      .filter(([key, text]) => !PLURAL_SUFFIX.test(key) && counted.test(String(text)))
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(unchosen).toEqual([]);
  });

  it.each(LANGUAGES)('%s translates every message key of the contract', (lang) => {
    expect(MSG_KEYS.filter((key) => !flat[lang].has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the same {{placeholders}} as zh-CN', (lang) => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of flat['zh-CN']) {
      expect([key, placeholders(flat[lang].get(key))]).toEqual([key, placeholders(value)]);
    }
  });

  it('has the exact Chinese texts of the specification', () => {
    const zh = flat['zh-CN'];
    // The messages the specification words itself (later keys, such as the money ones, are ours).
    const spec: Record<string, string> = {
      'v.account_required': '请输入账户名或邮箱地址',
      'v.password_required': '请输入密码！',
      'v.email_required': '请输入邮箱地址！',
      'v.email_invalid': '邮箱地址格式错误！',
      'v.confirm_required': '请确认密码！',
      'v.password_mismatch': '两次输入的密码不匹配!',
      'v.password_weak': '密码强度不够',
      'v.mobile_required': '请输入手机号！',
      'v.mobile_invalid': '请输入正确的手机号',
      'v.code_required': '请输入验证码！',
      'v.code_invalid': '验证码格式错误',
      'v.store_name_required': '请输入店铺名称',
      'v.captcha_required': '请输入图形验证码',
      'v.token_required': '缺少激活凭证',
      'v.group_name_required': '请输入分组名称',
      'v.id_list': 'ID 列表格式错误，应为以逗号分隔的数字',
      'v.gallery_type': '图库类型无效',
      'v.service_phone_invalid': '客服电话格式错误',
    };
    expect(Object.fromEntries(Object.keys(spec).map((key) => [key, zh.get(key)]))).toEqual(spec);
    expect(zh.get('http.error_title')).toBe('错误');
    expect(zh.get('http.error_fallback')).toBe('请求服务器数据错误，请稍后再试！');
    expect(zh.get('http.server_error_title')).toBe('服务器错误');
    expect(zh.get('http.session_expired_title')).toBe('登录失效');
    expect(zh.get('http.session_expired_description')).toBe('您的登录信息已失效，请重新登录');
    expect(zh.get('header.logout_title')).toBe('退出提示');
    expect(zh.get('header.logout_content')).toBe('您确定要退出登录么？');
  });
});
