import { securityEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import * as security from './service';
import { confirmEnrolment, securityEnrol } from './two-step';

/** Whoever is signed in, for themselves: the owner (staffId null) or a member of the team. */
const personOf = (session: { merchantId: number; staffId: number | null }) => ({
  merchantId: session.merchantId,
  staffId: session.staffId,
});

export const securityRoutes = defineRoutes(securityEndpoints, {
  securityStatus: ({ ctx, session }) => security.securityStatus(ctx, personOf(session)),
  securityEnrol: ({ ctx, session }) => securityEnrol(ctx, personOf(session)),
  securityConfirm: async ({ ctx, session, body }) => ({
    recovery_codes: await confirmEnrolment(ctx, personOf(session), body.code),
  }),
  securityDisable: ({ ctx, session, body }) => security.securityDisable(ctx, personOf(session), body),
  securityRecoveryCodes: ({ ctx, session, body }) =>
    security.securityRecoveryCodes(ctx, personOf(session), body.code),
  securityTeamRequire: ({ ctx, session, body }) =>
    security.securityTeamRequire(ctx, personOf(session), body.required),
});
