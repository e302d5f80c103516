import type dashboard from './locales/zh-CN/dashboard.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    dashboard: typeof dashboard;
  }
}
