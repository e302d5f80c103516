import { useEffect } from 'react';
import { useTexts } from './context';
import { Notice } from './field';
import { GoodsPage } from './goods-page';
import { LookupPage } from './lookup-page';
import type { StoreRoute } from './routes';

/** The storefront's pages, chosen by the address. */
export function StoreApp({ route }: { route: StoreRoute }) {
  const { t } = useTexts();
  useEffect(() => {
    // The goods page puts the goods' and the store's names here once they have come.
    document.title = route.page === 'orders' ? t('lookup.title') : t('title');
  }, [route.page, t]);
  if (route.page === 'goods') return <GoodsPage promo={route.promo} goodsId={route.goodsId} />;
  if (route.page === 'orders') return <LookupPage promo={route.promo} />;
  return <Notice title={t('notice.invalid_title')} message={t('notice.invalid')} />;
}
