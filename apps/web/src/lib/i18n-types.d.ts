import type common from '../locales/zh-CN/common.json';

// Typed keys: `t('login.submit')` is checked against the zh-CN file at compile time
// (the locale test checks that the other languages have the same keys).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
