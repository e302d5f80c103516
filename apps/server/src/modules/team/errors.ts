import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** The team's refusals (another merchant's member, role or session is the core's not-found). */
export const TeamError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  staffMobileTaken: { code: Code.staffMobileTaken, key: 'err.staff_mobile_taken' },
  roleNameTaken: { code: Code.roleNameTaken, key: 'err.role_name_taken' },
  roleInUse: { code: Code.roleInUse, key: 'err.role_in_use' },
  invitationInvalid: { code: Code.staffInvitationInvalid, key: 'err.staff_invitation_invalid' },
  notInvited: { code: Code.staffNotInvited, key: 'err.staff_not_invited' },
  inviteTooFrequent: { code: Code.staffInviteTooFrequent, key: 'err.staff_invite_too_frequent' },
  ownerSessionProtected: { code: Code.ownerSessionProtected, key: 'err.owner_session_protected' },
  /** A role's grant of an action its screen does not have (a validation error naming it). */
  grantUnknown: { code: Code.validation, key: 'err.grant_unknown' },
});
