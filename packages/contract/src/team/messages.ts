// The team domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const teamMsg = {
  staffNameRequired: 'v.staff_name_required',
  teamRoleRequired: 'v.team_role_required',
  roleNameRequired: 'v.role_name_required',
  staffStatus: 'v.staff_status',
  grantInvalid: 'v.grant_invalid',
} as const;
