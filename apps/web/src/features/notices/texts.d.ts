import type notices from './locales/zh-CN/notices.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    notices: typeof notices;
  }
}
