import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickLanguage } from './languages';

describe('language negotiation', () => {
  it('orders Accept-Language tags by quality', () => {
    expect(parseAcceptLanguage('en;q=0.5, pt-BR, zh-CN;q=0.8')).toEqual(['pt-BR', 'zh-CN', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('maps regional and primary tags onto the four languages', () => {
    expect(pickLanguage(['zh-HK'], 'en-US')).toBe('zh-TW');
    expect(pickLanguage(['zh'], 'en-US')).toBe('zh-CN');
    expect(pickLanguage(['pt-PT'], 'en-US')).toBe('pt-BR');
    expect(pickLanguage(['en-GB'], 'zh-CN')).toBe('en-US');
    expect(pickLanguage(['fr-FR', 'de'], 'zh-CN')).toBe('zh-CN');
    expect(pickLanguage(['ZH-tw'], 'en-US')).toBe('zh-TW');
  });
});
