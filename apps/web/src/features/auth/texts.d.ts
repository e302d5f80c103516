import type auth from './locales/zh-CN/auth.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    auth: typeof auth;
  }
}
