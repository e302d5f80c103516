import { securityEndpoints as E } from '@console/contract';
import { caller, callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/**
 * The signed-in person's own two-step sign-in. The forms show a refusal on their field, so the
 * calls that take a code ask for no notification.
 */
export const securityApi = {
  ...callers(E, ['securityStatus', 'securityEnrol', 'securityTeamRequire']),
  securityConfirm: caller(E.securityConfirm, { skipAlert: true }),
  securityDisable: caller(E.securityDisable, { skipAlert: true }),
  securityRecoveryCodes: caller(E.securityRecoveryCodes, { skipAlert: true }),
};

export const securityQueries = domainQueries('security').reads(securityApi, ['securityStatus']);
