import { accountEndpoints as E } from '@console/contract';
import { callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The merchant's own account: profile, store, customer service, password, sessions. */
export const accountApi = {
  ...callers(E, [
    /** The profile (store, contacts, role, invite link, service). */
    'accountCenter',
    /** Store name and logo (an image of the library, null for none). */
    'saveStore',
    /** What the service widget shows (library QR images and a phone). */
    'saveService',
    /** Proven by the old password; ends the other sessions. */
    'changePassword',
    /** Ends every session of the merchant but this one. */
    'logoutOthers',
  ]),
};

/** The profile, shared by the account center and the settings. */
export const accountQueries = domainQueries('account').reads(accountApi, ['accountCenter']);
