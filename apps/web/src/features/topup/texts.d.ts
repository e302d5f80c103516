import type topup from './locales/zh-CN/topup.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    topup: typeof topup;
  }
}
