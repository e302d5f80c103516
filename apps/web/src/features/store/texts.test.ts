import { describe, expect, it } from 'vitest';
import { createTranslator, loadTranslator, storeLanguage, type StoreKey } from './texts';

const messages = {
  greeting: 'Hello {{name}}, {{name}}!',
  nested: { deep: 'deep {{missing}}' },
  resend_in_one: '{{count}} second',
  resend_in_many: '{{count}} de seconds',
  resend_in_other: '{{count}} seconds',
};
const key = (k: string) => k as StoreKey;

describe('storefront translator', () => {
  it('replaces every {{placeholder}} and leaves an unknown one as it is', () => {
    const { t } = createTranslator('en-US', messages);
    expect(t(key('greeting'), { name: 'Ana' })).toBe('Hello Ana, Ana!');
    expect(t(key('nested.deep'))).toBe('deep {{missing}}');
  });

  it('shows the key of a missing text rather than nothing', () => {
    expect(createTranslator('en-US', messages).t(key('nope.none'))).toBe('nope.none');
  });

  it('chooses the plural form by count with the language rules', () => {
    const en = createTranslator('en-US', messages);
    expect(en.t(key('resend_in'), { count: 1 })).toBe('1 second');
    expect(en.t(key('resend_in'), { count: 5 })).toBe('5 seconds');
    const pt = createTranslator('pt-BR', messages);
    expect(pt.t(key('resend_in'), { count: 0 })).toBe('0 second'); // pt: 0 and 1 are "one"
    expect(pt.t(key('resend_in'), { count: 1_000_000 })).toBe('1000000 de seconds');
    // Chinese has one form: `_other`.
    const zh = createTranslator('zh-CN', { resend_in_other: '{{count}} 秒' });
    expect(zh.t(key('resend_in'), { count: 1 })).toBe('1 秒');
  });

  it('loads the texts of each language', async () => {
    const zh = await loadTranslator('zh-CN');
    expect(zh.t('form.resend_in', { count: 1 })).toBe('1 秒后可重发');
    const en = await loadTranslator('en-US');
    expect(en.t('form.resend_in', { count: 1 })).toBe('Resend in 1 second');
    expect(en.t('form.resend_in', { count: 2 })).toBe('Resend in 2 seconds');
    const pt = await loadTranslator('pt-BR');
    expect(pt.t('lookup.found', { count: 1 })).toBe('1 pedido');
    expect(pt.t('lookup.found', { count: 3 })).toBe('3 pedidos');
    const tw = await loadTranslator('zh-TW');
    expect(tw.t('errors.too_young', { min: 18, max: 60 })).toContain('18-60');
  });

  it('takes the first browser language it speaks, zh-CN otherwise', () => {
    expect(storeLanguage(['fr-FR', 'en-GB'])).toBe('en-US');
    expect(storeLanguage(['zh-HK'])).toBe('zh-TW');
    expect(storeLanguage(['zh-Hant-TW'])).toBe('zh-TW');
    expect(storeLanguage(['zh-TW'])).toBe('zh-TW');
    expect(storeLanguage(['zh'])).toBe('zh-CN');
    expect(storeLanguage(['pt-PT'])).toBe('pt-BR');
    expect(storeLanguage(['pt'])).toBe('pt-BR');
    expect(storeLanguage(['de-DE', 'fr'])).toBe('zh-CN');
    expect(storeLanguage([])).toBe('zh-CN');
  });
});
