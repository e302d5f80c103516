import { and, desc, eq, isNull } from 'drizzle-orm';
import { AGENT_CHILD_MERCHANT, type MerchantInfo, type WebsiteInfo, isLanguage } from '@console/contract';
import { readBalance } from '../money';
import { notices } from '../notices/tables';
import { staffMembers, teamRoles } from '../team/tables';
import { sessionExpired } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { maskEmail, maskName, maskPhone } from '../../lib/personal-data';
import { knownGrants, seesBalance, seesInvite, seesNotices, seesOwnerContact } from './member-view';
import { loadPermissions } from './permissions';
import { findMerchantById } from './queries';
import { getSiteSettings } from './site-queries';
import { noticeUnread, toNotice } from '../notices';
import type { SessionInfo } from './session-service';

/** The staff member signed in, with their role's name; the grants are the session's (the guard's). */
async function memberOf(ctx: AppContext, session: SessionInfo): Promise<MerchantInfo['member']> {
  const team = session.viewer.team;
  if (session.staffId === null || !team) return null;
  const [row] = await ctx.db
    .select({ name: staffMembers.name, builtinRole: staffMembers.builtinRole, roleName: teamRoles.name })
    .from(staffMembers)
    .leftJoin(teamRoles, eq(teamRoles.id, staffMembers.roleId))
    .where(and(eq(staffMembers.id, session.staffId), eq(staffMembers.merchantId, session.merchantId)))
    .limit(1);
  if (!row) throw sessionExpired();
  return {
    staff_id: session.staffId,
    name: row.name,
    role_name: row.builtinRole ?? row.roleName ?? '',
    builtin_role: row.builtinRole,
    grants: knownGrants(team.grants),
  };
}

/**
 * Everything the console needs after sign-in, in one call: the merchant, and who of its team is
 * signed in. A staff member is told only what their role shows them elsewhere (`member-view.ts`).
 */
export async function merchantInfo(ctx: AppContext, session: SessionInfo): Promise<MerchantInfo> {
  const { merchantId, viewer } = session;
  // All at once: none needs another's answer (a page load waits for this call).
  const [merchant, balance, unread, [popup], permissions, member] = await Promise.all([
    findMerchantById(ctx.db, merchantId),
    readBalance(ctx.db, merchantId),
    noticeUnread(ctx, merchantId),
    ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.merchantId, merchantId), eq(notices.isPopup, true), isNull(notices.readAt)))
      .orderBy(desc(notices.createdAt))
      .limit(1),
    loadPermissions(ctx.db, merchantId),
    memberOf(ctx, session),
  ]);
  if (!merchant) throw sessionExpired();
  const money = seesBalance(viewer) ? balance : null;
  const isAgent = merchant.childMerchant === AGENT_CHILD_MERCHANT;
  const contact = seesOwnerContact(viewer);
  const showNotices = seesNotices(viewer);
  return {
    merchant: {
      id: merchant.id,
      mobile: contact ? merchant.mobile : maskPhone(merchant.mobile),
      email: contact || !merchant.email ? merchant.email : maskEmail(merchant.email),
      money,
      store_name: merchant.storeName,
      customer: contact ? merchant.customer : maskName(merchant.customer),
      partner_id: merchant.partnerId,
      child_merchant: merchant.childMerchant,
      website: { logo: merchant.logoUrl, file: merchant.logoUrl ? { file_url: merchant.logoUrl } : null },
    },
    balance: money,
    notice: popup && showNotices ? toNotice(popup) : null,
    notReadCount: showNotices ? unread.notReadCount : 0,
    store_customer: {
      customer_weixin: merchant.customerWeixinUrls.map((url) => ({ file: { file_url: url } })),
      customer_mobile: merchant.customerMobile,
    },
    register_url:
      isAgent && seesInvite(viewer)
        ? `${ctx.config.PUBLIC_URL}/merchant/#/auth/register?invite=${merchant.inviteCode}`
        : '',
    canRepeatApply: merchant.canRepeatApply,
    huafei_is_show: merchant.huafeiIsShow,
    store_data_is_show: merchant.storeDataIsShow,
    work_order_is_show: merchant.workOrderIsShow,
    roles: { permissions },
    is_special: ctx.config.SPECIAL_MERCHANT_IDS.has(merchant.id),
    time_zone: ctx.config.TIME_ZONE,
    member,
  };
}

export async function websiteInit(ctx: AppContext): Promise<WebsiteInfo> {
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
