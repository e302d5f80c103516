import type statistics from './locales/zh-CN/statistics.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    statistics: typeof statistics;
  }
}
