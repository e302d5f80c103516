import { securityEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import * as security from './service';
import { confirmEnrolment, startEnrolment } from './two-step';

/** Whoever is signed in, for themselves: the owner (staffId null) or a member of the team. */
const personOf = (session: { merchantId: number; staffId: number | null }) => ({
  merchantId: session.merchantId,
  staffId: session.staffId,
});

export const securityRoutes = defineRoutes(securityEndpoints, {
  securityStatus: ({ ctx, session }) => security.twoStepStatus(ctx, personOf(session)),
  securityEnrol: ({ ctx, session }) => startEnrolment(ctx, personOf(session)),
  securityConfirm: async ({ ctx, session, body }) => ({
    recovery_codes: await confirmEnrolment(ctx, personOf(session), body.code),
  }),
  securityDisable: ({ ctx, session, body }) => security.disableTwoStep(ctx, personOf(session), body),
  securityRecoveryCodes: ({ ctx, session, body }) =>
    security.renewRecoveryCodes(ctx, personOf(session), body.code),
  securityTeamRequire: ({ ctx, session, body }) =>
    security.setTeamRequired(ctx, personOf(session), body.required),
});
