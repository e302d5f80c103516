import { securityEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

const own = { none: "the caller's own two-step sign-in" };

export const sweep = defineSweep(securityEndpoints, {
  securityStatus: { designates: own },
  securityEnrol: { designates: own },
  securityConfirm: { valid: () => ({ code: '123456' }), designates: own },
  securityDisable: { valid: () => ({ code: '123456' }), designates: own },
  securityRecoveryCodes: { valid: () => ({ code: '123456' }), designates: own },
  securityTeamRequire: { valid: () => ({ required: false }), designates: { none: "the caller's own team" } },
});
