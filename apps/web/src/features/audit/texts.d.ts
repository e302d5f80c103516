import type audit from './locales/zh-CN/audit.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    audit: typeof audit;
  }
}
