import type common from '../locales/zh-CN/common.json';
import type auth from '../locales/zh-CN/auth.json';
import type routes from '../locales/zh-CN/routes.json';
import type shell from '../locales/zh-CN/shell.json';
import type notices from '../locales/zh-CN/notices.json';
import type tasks from '../locales/zh-CN/tasks.json';
import type widgets from '../locales/zh-CN/widgets.json';
import type dashboard from '../locales/zh-CN/dashboard.json';
import type gallery from '../locales/zh-CN/gallery.json';
import type account from '../locales/zh-CN/account.json';
import type money from '../locales/zh-CN/money.json';
import type goods from '../locales/zh-CN/goods.json';
import type transfer from '../locales/zh-CN/transfer.json';
import type orders from '../locales/zh-CN/orders.json';
import type ordersDetail from '../locales/zh-CN/orders-detail.json';
import type complaints from '../locales/zh-CN/complaints.json';

// Typed keys: `t('auth:login.submit')` or `t('notices:bell.title')` is checked against the zh-CN files
// at compile time (the locale test checks that the other languages have the same keys). One
// namespace per feature, so features never edit the same file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      routes: typeof routes;
      shell: typeof shell;
      notices: typeof notices;
      tasks: typeof tasks;
      widgets: typeof widgets;
      dashboard: typeof dashboard;
      gallery: typeof gallery;
      account: typeof account;
      money: typeof money;
      goods: typeof goods;
      transfer: typeof transfer;
      orders: typeof orders;
      'orders-detail': typeof ordersDetail;
      complaints: typeof complaints;
    };
  }
}
