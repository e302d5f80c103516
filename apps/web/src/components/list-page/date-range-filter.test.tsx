import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { i18n, initI18n } from '@/lib/i18n';
import commonEn from '@/locales/en-US/common.json';
import commonPt from '@/locales/pt-BR/common.json';
import { DateRangeFilter } from './date-range-filter';

beforeAll(async () => {
  await initI18n('zh-CN');
  i18n.addResourceBundle('en-US', 'common', commonEn);
  i18n.addResourceBundle('pt-BR', 'common', commonPt);
});

const shownDays = async (lang: string) => {
  await act(() => i18n.changeLanguage(lang));
  const view = render(
    <DateRangeFilter
      value={{ start_date: '2026-11-01', end_date: '2026-11-30' }}
      onChange={() => {}}
      testId="d"
    />,
  );
  const frame = await screen.findByTestId('d');
  const inputs = () => [...frame.querySelectorAll('input')].map((input) => input.value);
  await waitFor(() => expect(inputs()).toHaveLength(2));
  const days = inputs();
  view.unmount();
  return days;
};

describe('the date range filter', () => {
  it('writes the days in the format of the language on screen, whatever the browser’s', async () => {
    expect(await shownDays('zh-CN')).toEqual(['2026-11-01', '2026-11-30']);
    expect(await shownDays('en-US')).toEqual(['11/01/2026', '11/30/2026']);
    expect(await shownDays('pt-BR')).toEqual(['01/11/2026', '30/11/2026']);
    await act(() => i18n.changeLanguage('zh-CN'));
  });
});
