import { authEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

const account = { none: 'a public call about the account it names: its answer is the same for any account' };

export const sweep = defineSweep(authEndpoints, {
  login: { valid: () => ({ account: 'nobody@sweep.test', password: 'Wrong#2026' }), designates: account },
  loginTwoStep: {
    valid: () => ({ challenge: 'a'.repeat(43), code: '123456' }),
    designates: { none: 'the challenge is the credential' },
  },
  loginTwoStepEnrol: {
    valid: () => ({ challenge: 'a'.repeat(43) }),
    designates: { none: 'the challenge is the credential' },
  },
  captcha: { designates: { none: 'a new captcha' } },
  logout: { designates: { none: "the caller's own session (its token)" } },
  resetPassword: {
    valid: () => ({ mobile: '13700009999', code: '123456', password: 'Sweep#2026x', confirm: 'Sweep#2026x' }),
    designates: account,
  },
  sendRegisterVerify: { valid: () => ({ mobile: '13700009998' }), designates: account },
  register: {
    valid: () => ({
      mobile: '13700009997',
      code: '123456',
      email: 'sweep@sweep.test',
      password: 'Sweep#2026x',
      confirm: 'Sweep#2026x',
      store_name: 'Sweep',
    }),
    designates: account,
  },
  activate: { valid: () => ({ token: 'a'.repeat(43) }), designates: { none: 'the token is the credential' } },
  merchantInfo: { designates: { none: "the caller's own account" } },
  websiteInit: { designates: { none: 'the site, the same for everyone' } },
});
