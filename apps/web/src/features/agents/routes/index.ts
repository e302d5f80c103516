import { lazyPage, type PageModule } from '@/lib/page-module';

/**
 * The distribution screens, by route name: the domain's chunk is this table, each screen a chunk
 * of its own (the three together put a distribution route over the 450 kB budget).
 */
export const pages: PageModule = {
  AgentList: lazyPage(() => import('./sub-merchant-page').then((m) => m.SubMerchantPage)),
  AgentListConfigure: lazyPage(() => import('./rate-config-page').then((m) => m.RateConfigPage)),
  AgentOrderList: lazyPage(() => import('./distribution-order-page').then((m) => m.DistributionOrderPage)),
};
