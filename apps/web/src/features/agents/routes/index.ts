import type { PageModule } from '@/lib/page-module';
import { DistributionOrderPage } from './distribution-order-page';
import { RateConfigPage } from './rate-config-page';
import { SubMerchantPage } from './sub-merchant-page';

/** The distribution screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = {
  AgentList: SubMerchantPage,
  AgentListConfigure: RateConfigPage,
  AgentOrderList: DistributionOrderPage,
};
