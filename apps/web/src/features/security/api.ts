import { securityEndpoints as E } from '@console/contract';
import { caller } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/**
 * The signed-in person's own two-step sign-in. The forms show a refusal on their field, so the
 * calls that take a code ask for no notification.
 */
export const securityApi = {
  fetchStatus: caller(E.securityStatus),
  startEnrolment: caller(E.securityEnrol),
  confirm: caller(E.securityConfirm, { skipAlert: true }),
  disable: caller(E.securityDisable, { skipAlert: true }),
  renewRecoveryCodes: caller(E.securityRecoveryCodes, { skipAlert: true }),
  setTeamRequired: caller(E.securityTeamRequire),
};

export const securityQueries = domainQueries('security').reads(securityApi, ['fetchStatus']);
