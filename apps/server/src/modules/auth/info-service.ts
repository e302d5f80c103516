import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { AGENT_CHILD_MERCHANT, type MerchantInfo, type WebsiteInfo, isLanguage } from '@console/contract';
import { balances } from '../money/tables';
import { notices } from '../notices/tables';
import { sessionExpired } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { loadPermissions } from './permissions';
import { findMerchantById } from './queries';
import { getSiteSettings } from './site-queries';
import { toNotice } from '../notices';

/** Everything the console needs after sign-in, in one call. */
export async function merchantInfo(ctx: AppContext, merchantId: number): Promise<MerchantInfo> {
  const merchant = await findMerchantById(ctx.db, merchantId);
  if (!merchant) throw sessionExpired();
  const [[balanceRow], [unread], [popup], permissions] = await Promise.all([
    ctx.db.select({ balance: balances.balance }).from(balances).where(eq(balances.merchantId, merchantId)),
    ctx.db
      .select({ n: count() })
      .from(notices)
      .where(and(eq(notices.merchantId, merchantId), isNull(notices.readAt))),
    ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.merchantId, merchantId), eq(notices.isPopup, true), isNull(notices.readAt)))
      .orderBy(desc(notices.createdAt))
      .limit(1),
    loadPermissions(ctx.db, merchantId),
  ]);
  const money = balanceRow?.balance ?? '0.00';
  const isAgent = merchant.childMerchant === AGENT_CHILD_MERCHANT;
  return {
    merchant: {
      id: merchant.id,
      mobile: merchant.mobile,
      email: merchant.email,
      money,
      store_name: merchant.storeName,
      customer: merchant.customer,
      partner_id: merchant.partnerId,
      child_merchant: merchant.childMerchant,
      website: { logo: merchant.logoUrl, file: merchant.logoUrl ? { file_url: merchant.logoUrl } : null },
    },
    balance: money,
    notice: popup ? toNotice(popup) : null,
    notReadCount: unread?.n ?? 0,
    store_customer: {
      customer_weixin: merchant.customerWeixinUrls.map((url) => ({ file: { file_url: url } })),
      customer_mobile: merchant.customerMobile,
    },
    register_url: isAgent
      ? `${ctx.config.PUBLIC_URL}/merchant/#/auth/register?invite=${merchant.inviteCode}`
      : '',
    canRepeatApply: merchant.canRepeatApply,
    huafei_is_show: merchant.huafeiIsShow,
    store_data_is_show: merchant.storeDataIsShow,
    work_order_is_show: merchant.workOrderIsShow,
    roles: { permissions },
    is_special: ctx.config.SPECIAL_MERCHANT_IDS.has(merchant.id),
    time_zone: ctx.config.TIME_ZONE,
  };
}

export async function websiteInfo(ctx: AppContext): Promise<WebsiteInfo> {
  const site = await getSiteSettings(ctx.db);
  return {
    store_name: site.storeName,
    logo: site.logoUrl,
    icp_info: site.icpInfo,
    default_language: isLanguage(site.defaultLanguage) ? site.defaultLanguage : 'zh-CN',
    console_mode: site.consoleMode === 'agent' ? 'agent' : 'merchant',
    menu_source: site.menuSource === 'server' ? 'server' : 'fixed',
  };
}
