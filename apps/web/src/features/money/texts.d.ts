import type money from './locales/zh-CN/money.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    money: typeof money;
  }
}
