import { describe, expect, it } from 'vitest';

/**
 * Issue 39, defect 13: dates and money were written four ways across the screens. lib/format.ts is
 * the one formatter; this scan fails when a source writes a number, a date or a time for the
 * screen another way (Intl's formatters, toLocale*, a dayjs display pattern). Tests are not scanned.
 */
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const FORBIDDEN: Array<[RegExp, string]> = [
  [/\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat)\b/, 'an Intl formatter'],
  [/\.toLocale(String|DateString|TimeString)\(/, 'toLocale*'],
  [/\.format\(\s*['"`][^'"`]*(YYYY|HH|hh)[^'"`]*['"`]\s*\)/, 'a date pattern'],
];

/** Not text for the screen, each with its reason. Keep it tiny. */
const ALLOWED: Record<string, string> = {
  './format.ts': 'the formatter itself',
  // The spec's export task name: `<name>_<count>_YYYY-MM-DD HH:mm:ss` whatever the language.
  '../components/export-modal.tsx': 'spec section 9: a file name, not a date on screen',
  // Reads a zone's wall clock to count days (the parts, never shown).
  '../features/statistics/model/range.ts': 'time zone arithmetic',
};

export function findFormatting(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      FORBIDDEN.filter(([pattern]) => pattern.test(line)).map(
        ([, what]) => `${file}:${i + 1} ${what}: ${line.trim()}`,
      ),
    );
}

describe('one formatter for numbers, money, dates and times', () => {
  it('finds what the rule forbids (the scan can fail)', () => {
    expect(findFormatting('x.ts', "new Intl.NumberFormat('en-US').format(1)")).toHaveLength(1);
    expect(findFormatting('x.ts', 'amount.toLocaleString()')).toHaveLength(1);
    expect(findFormatting('x.ts', "dayjs(iso).format('YYYY-MM-DD HH:mm')")).toHaveLength(1);
    expect(findFormatting('x.ts', 'dayjs(day).format(CALL_FORMAT); formatDateTime(iso, lang)')).toHaveLength(
      0,
    );
  });

  it('every source outside lib/format.ts goes through it', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources)
      .filter(([file]) => !(file in ALLOWED))
      .flatMap(([file, source]) => findFormatting(file, source));
    expect(found).toEqual([]);
  });
});
