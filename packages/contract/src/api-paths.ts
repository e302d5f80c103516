/** Every call of the console, under the `/api` prefix. Both sides import these names. */
export const ApiPath = {
  health: '/health',
  login: '/login/dologin',
  captcha: '/login/captcha',
  logout: '/login/logout',
  resetPassword: '/login/resetPwd',
  sendRegisterVerify: '/register/sendRegisterVerify',
  register: '/register/index',
  activate: '/register/activate',
  merchantInfo: '/merchant/info',
  websiteInit: '/website/init',
} as const;
export type ApiPathName = keyof typeof ApiPath;
