import { authEndpoints as E } from '@console/contract';
import { caller, callers } from '@/lib/http';

/**
 * Signing in and out, registration and password reset, typed by the contract's endpoint table.
 * The pages that show a refusal themselves (sign-in, activation) ask for no notification.
 */
export const authApi = {
  ...callers(E, [
    /** A new image captcha: `image` is a data: URL, `key` goes back with the next login. */
    'captcha',
    'resetPassword',
    /**
     * Sends an SMS code; scene `register` wants a free number, `reset` a known one. The registration
     * page passes `skipAlert`: it says a stale invite code on its field.
     */
    'sendRegisterVerify',
  ]),
  login: caller(E.login, { skipAlert: true }),
  /** The second step (a code or a recovery code for the challenge `login` answered). */
  loginTwoStep: caller(E.loginTwoStep, { skipAlert: true }),
  /** A sign-in that must enrol: the new secret's QR code and key. */
  loginTwoStepEnrol: caller(E.loginTwoStepEnrol, { skipAlert: true }),
  /** Ends the session on the server; the client clears its own state whatever the answer. */
  logout: caller(E.logout, { skipAlert: true }),
  register: caller(E.register, { skipAlert: true }),
  activate: caller(E.activate, { skipAlert: true }),
  /** Public site info (no token needed): logo, store name, filing number, default language. */
  websiteInit: caller(E.websiteInit, { skipAlert: true }),
};
