import type account from './locales/zh-CN/account.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    account: typeof account;
  }
}
