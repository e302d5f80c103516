import type { PageModule } from '@/lib/page-module';
import { BalancePage } from './balance-page';
import { RechargeRecordPage } from './recharge-record-page';
import { SubsidyPage } from './subsidy-page';
import { WithdrawPage } from './withdraw-page';

/** The money domain's screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = {
  AccountBalance: BalancePage,
  WithdrawRecord: WithdrawPage,
  SubsidyRecord: SubsidyPage,
  RechargeRecord: RechargeRecordPage,
};
