import { authEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { tokenOf } from '../../plugins/auth';
import { captcha } from './captcha-service';
import { merchantInfo, websiteInit } from './info-service';
import { login } from './login-service';
import { loginTwoStepEnrol, loginTwoStep } from './second-step-service';
import { resetPassword } from './password-service';
import { activate, register } from './register-service';
import { revokeSessionByToken } from './session-service';
import { sendRegisterVerify } from './sms-service';

export const authRoutes = defineRoutes(authEndpoints, {
  login: ({ ctx, body, client }) => login(ctx, body, client),
  loginTwoStep: ({ ctx, body, client }) => loginTwoStep(ctx, body, client),
  loginTwoStepEnrol: ({ ctx, body }) => loginTwoStepEnrol(ctx, body),
  captcha: ({ ctx }) => captcha(ctx),
  logout: async ({ ctx, request }) => {
    await revokeSessionByToken(ctx, tokenOf(request));
    return null;
  },
  sendRegisterVerify: ({ ctx, body, client }) => sendRegisterVerify(ctx, body, client),
  register: ({ ctx, body, lang }) => register(ctx, body, lang),
  activate: async ({ ctx, body }) => {
    await activate(ctx, body.token);
    return null;
  },
  resetPassword: async ({ ctx, body }) => {
    await resetPassword(ctx, body);
    return null;
  },
  merchantInfo: ({ ctx, session }) => merchantInfo(ctx, session),
  websiteInit: ({ ctx }) => websiteInit(ctx),
});
