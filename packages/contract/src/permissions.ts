/** Route permission keys of the specification (section 2) and the action enumeration (section 3). */
export const PERMISSION_IDS = [
  'order',
  'orderSubsidyRecord',
  'orderRechargeRecord',
  'complaintWorkOrderList',
  'goods',
  'transferList',
  'withdrawRecord',
  'agentList',
  'agentListConfigure',
  'agentOrderList',
] as const;
export type PermissionId = (typeof PERMISSION_IDS)[number];

export const ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
export type Action = (typeof ACTIONS)[number];

export interface Permission {
  permissionId: string;
  actionList: Action[];
}
