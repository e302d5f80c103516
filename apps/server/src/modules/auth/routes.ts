import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActivatePayload,
  ApiPath,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  SendVerifyPayload,
} from '@console/contract';
import type { AppContext } from '../../lib/context';
import { clientOf, ok } from '../../lib/reply';
import { requireSession, sessionOf, tokenOf } from '../../plugins/auth';
import { createCaptcha } from './captcha-service';
import { merchantInfo, websiteInfo } from './info-service';
import { login } from './login-service';
import { resetPassword } from './password-service';
import { activate, register } from './register-service';
import { revokeSessionByToken } from './session-service';
import { sendVerifyCode } from './sms-service';
import { getSiteSettings } from './site-queries';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const signedIn = requireSession(ctx);

  r.post(
    ApiPath.login,
    { schema: { body: LoginPayload }, config: perMinute(ctx.config.LOGIN_RATE_LIMIT_MAX) },
    async (req) => ok(req, await login(ctx, req.body, clientOf(req))),
  );

  r.post(ApiPath.captcha, { config: perMinute(30) }, async (req) => ok(req, await createCaptcha(ctx)));

  // Idempotent: a token that is already gone is simply gone.
  r.post(ApiPath.logout, async (req) => {
    await revokeSessionByToken(ctx, tokenOf(req));
    return ok(req, null);
  });

  r.post(
    ApiPath.sendRegisterVerify,
    { schema: { body: SendVerifyPayload }, config: perMinute(ctx.config.AUTH_RATE_LIMIT_MAX) },
    async (req) => {
      const site = await getSiteSettings(ctx.db);
      return ok(req, await sendVerifyCode(ctx, req.body, { ...clientOf(req), site: site.storeName }));
    },
  );

  r.post(
    ApiPath.register,
    { schema: { body: RegisterPayload }, config: perMinute(ctx.config.AUTH_RATE_LIMIT_MAX) },
    async (req) => ok(req, await register(ctx, req.body, req.lang)),
  );

  r.post(
    ApiPath.activate,
    { schema: { body: ActivatePayload }, config: perMinute(ctx.config.AUTH_RATE_LIMIT_MAX) },
    async (req) => {
      await activate(ctx, req.body.token);
      return ok(req, null);
    },
  );

  r.post(
    ApiPath.resetPassword,
    { schema: { body: ResetPasswordPayload }, config: perMinute(ctx.config.AUTH_RATE_LIMIT_MAX) },
    async (req) => {
      await resetPassword(ctx, req.body);
      return ok(req, null);
    },
  );

  r.post(ApiPath.merchantInfo, { onRequest: signedIn }, async (req) =>
    ok(req, await merchantInfo(ctx, sessionOf(req).merchantId)),
  );

  r.post(ApiPath.websiteInit, async (req) => ok(req, await websiteInfo(ctx)));
}
