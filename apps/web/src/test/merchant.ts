import {
  ACTIONS,
  BUILTIN_GRANTS,
  PERMISSION_IDS,
  type BuiltinRole,
  type Grants,
  type MerchantInfo,
} from '@console/contract';
import { applyMerchantInfo } from '@/lib/session-store';

/** Every permission id with every action: what the demo merchants are granted. */
export const fullPermissions = () =>
  PERMISSION_IDS.map((permissionId) => ({ permissionId, actionList: [...ACTIONS] }));

/** A `/merchant/info` answer like the demo merchant 13800000001's (partner 1, every flag on). */
type Overrides = Partial<Omit<MerchantInfo, 'merchant'>> & { merchant?: Partial<MerchantInfo['merchant']> };

export function merchantInfo(over: Overrides = {}) {
  const { merchant, ...rest } = over;
  const info: MerchantInfo = {
    merchant: {
      id: 10001,
      mobile: '13800000001',
      email: 'merchant@demo.test',
      money: '1234.50',
      store_name: 'Store',
      customer: 'Lin',
      partner_id: 1,
      child_merchant: 0,
      website: { logo: '', file: null },
      ...merchant,
    },
    balance: '1234.50',
    notice: null,
    notReadCount: 0,
    store_customer: { customer_weixin: [], customer_mobile: '' },
    register_url: '',
    canRepeatApply: false,
    huafei_is_show: true,
    store_data_is_show: true,
    work_order_is_show: true,
    roles: { permissions: fullPermissions() },
    is_special: false,
    time_zone: 'Asia/Shanghai',
    member: null,
    ...rest,
  };
  return info;
}

/** Signs the given merchant into the session store (no token or cookie needed by the unit tests). */
export const signInAs = (over: Overrides = {}) => {
  const info = merchantInfo(over);
  applyMerchantInfo(info);
  return info;
};

/**
 * A staff member of that merchant signed in: a built-in role by its key, or a custom role's grants.
 * As the server answers a member without the money screens, the balance is null.
 */
export function signInAsStaff(role: BuiltinRole | Grants, over: Overrides = {}) {
  const builtin = typeof role === 'string';
  const grants = builtin ? BUILTIN_GRANTS[role] : role;
  return signInAs({
    balance: null,
    ...over,
    merchant: { money: null, mobile: '138****0001', ...over.merchant },
    member: {
      staff_id: 7,
      name: '王小二',
      role_name: builtin ? role : '自定义角色',
      builtin_role: builtin ? role : null,
      grants: grants as Record<string, NonNullable<Grants[keyof Grants]>[number][]>,
    },
  });
}
