import type security from './locales/zh-CN/security.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    security: typeof security;
  }
}
