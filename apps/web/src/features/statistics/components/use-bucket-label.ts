import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Bucket } from '../model/buckets';

/** A distribution range in words of the language: `<50`, `50–99`, `≥500`, `0`. */
export function useBucketLabel() {
  const { t, i18n } = useTranslation('statistics');
  return useCallback(
    (bucket: Bucket) => {
      const n = (v: number) => formatNumber(v, i18n.language);
      switch (bucket.kind) {
        case 'below':
          return t('first.below', { n: n(bucket.to) });
        case 'exact':
          return n(bucket.from);
        case 'between':
          return t('first.between', { from: n(bucket.from), to: n(bucket.to) });
        case 'from':
          return t('first.from', { n: n(bucket.from) });
      }
    },
    [t, i18n.language],
  );
}
