export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header or a navigator language list.
 * Exact tags win; then the primary subtag (zh-HK → zh-TW, zh → zh-CN, pt → pt-BR, en → en-US).
 */
export function pickLanguage(candidates: readonly string[], fallback: Language): Language {
  for (const raw of candidates) {
    const tag = raw.trim();
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const lower = tag.toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'zh-TW';
    const primary = lower.split('-')[0];
    if (primary === 'zh') return 'zh-CN';
    if (primary === 'pt') return 'pt-BR';
    if (primary === 'en') return 'en-US';
  }
  return fallback;
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.tag !== '*')
    .sort((a, b) => b.q - a.q)
    .map((x) => x.tag);
}
