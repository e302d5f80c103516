import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

/** The merchant's own profile, store, customer service and password (every merchant). */
export const accountEndpoints = defineEndpoints<typeof S>()({
  accountCenter: { path: '/account/center', result: 'AccountProfile' },
  saveStore: { path: '/account/saveStore', payload: 'SaveStorePayload', result: 'AccountProfile' },
  saveService: { path: '/account/saveService', payload: 'SaveServicePayload', result: 'AccountProfile' },
  changePassword: {
    path: '/account/changePassword',
    rateLimit: 'auth',
    payload: 'ChangePasswordPayload',
    result: 'EndedSessionsResult',
  },
  logoutOthers: { path: '/account/logoutOthers', result: 'EndedSessionsResult' },
});
