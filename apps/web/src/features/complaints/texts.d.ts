import type complaints from './locales/zh-CN/complaints.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    complaints: typeof complaints;
  }
}
