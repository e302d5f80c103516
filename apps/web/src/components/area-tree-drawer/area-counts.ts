import type { TFunction } from 'i18next';

/**
 * "3 provinces" and "1 city", each in the plural form of the language, for the summary sentences
 * (`area.chosen`, `area.covered`) that hold two counts.
 */
export const areaCounts = (t: TFunction<'widgets'>, counts: { provinces: number; cities: number }) => ({
  provinces: t('area.provinces', { count: counts.provinces }),
  cities: t('area.cities', { count: counts.cities }),
});
