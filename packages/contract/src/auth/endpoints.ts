import { defineEndpoints } from '../endpoint';
import type * as Login from './login';
import type * as MerchantInfo from './merchant-info';
import type * as Register from './register';
import type * as TwoStep from '../security/schemas';
import { securityCodes } from '../security/codes';

/** Signing in and out, registration, password reset, and who is signed in. */
export const authEndpoints = defineEndpoints<
  typeof Login & typeof Register & typeof MerchantInfo & typeof TwoStep
>()({
  login: {
    path: '/login/dologin',
    access: 'public',
    rateLimit: 'login',
    payload: 'LoginPayload',
    result: 'LoginResult',
  },
  /** The sign-in's second step (public: the challenge `/login/dologin` answered is the credential). */
  loginTwoStep: {
    codes: [securityCodes.twoStepChallengeInvalid],
    path: '/login/twoStep',
    access: 'public',
    rateLimit: 'login',
    payload: 'LoginTwoStepPayload',
    result: 'LoginTwoStepResult',
  },
  /** A sign-in that requires two-step of someone without it: their new secret, to confirm with loginTwoStep. */
  loginTwoStepEnrol: {
    codes: [securityCodes.twoStepChallengeInvalid],
    path: '/login/twoStepEnrol',
    access: 'public',
    rateLimit: 'login',
    payload: 'LoginEnrolPayload',
    result: 'TwoStepEnrolment',
  },
  captcha: { path: '/login/captcha', access: 'public', rateLimit: 'captcha', result: 'CaptchaResult' },
  /** Idempotent: a token that is already gone is simply gone. */
  logout: { path: '/login/logout', access: 'public' },
  resetPassword: {
    path: '/login/resetPwd',
    access: 'public',
    rateLimit: 'auth',
    payload: 'ResetPasswordPayload',
  },
  sendRegisterVerify: {
    path: '/register/sendRegisterVerify',
    access: 'public',
    rateLimit: 'auth',
    payload: 'SendVerifyPayload',
    result: 'SendVerifyResult',
  },
  register: {
    path: '/register/index',
    access: 'public',
    rateLimit: 'auth',
    payload: 'RegisterPayload',
    result: 'RegisterResult',
  },
  activate: { path: '/register/activate', access: 'public', rateLimit: 'auth', payload: 'ActivatePayload' },
  merchantInfo: { path: '/merchant/info', result: 'MerchantInfo' },
  websiteInit: { path: '/website/init', access: 'public', result: 'WebsiteInfo' },
});
