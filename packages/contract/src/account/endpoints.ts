import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';
import { authCodes } from '../auth/codes';

/** The merchant's own profile, store, customer service and password (every merchant). */
export const accountEndpoints = defineEndpoints<typeof S>()({
  accountCenter: { route: 'AccountCenter', path: '/account/center', result: 'AccountProfile' },
  saveStore: {
    path: '/account/saveStore',
    route: 'AccountCenter',
    grant: 'edit',
    payload: 'SaveStorePayload',
    result: 'AccountProfile',
  },
  saveService: {
    path: '/account/saveService',
    route: 'AccountCenter',
    grant: 'edit',
    payload: 'SaveServicePayload',
    result: 'AccountProfile',
  },
  changePassword: {
    codes: [authCodes.oldPasswordWrong],
    path: '/account/changePassword',
    grant: 'edit',
    rateLimit: 'auth',
    payload: 'ChangePasswordPayload',
    result: 'EndedSessionsResult',
  },
  logoutOthers: { grant: 'edit', path: '/account/logoutOthers', result: 'EndedSessionsResult' },
});
