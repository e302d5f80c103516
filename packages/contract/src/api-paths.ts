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
  nav: '/user/nav',
  noticeList: '/notice/index',
  noticeUnread: '/notice/unread',
  noticeExport: '/notice/export',
  readNotice: '/merchant/readNotice',
  taskList: '/download/index',
  /** GET /api/download/file/:id?expires=…&sig=…: the signed, expiring download link. */
  taskFile: '/download/file',
  dashboard: '/dashboard/index',
} as const;
export type ApiPathName = keyof typeof ApiPath;
