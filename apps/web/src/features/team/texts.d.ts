import type team from './locales/zh-CN/team.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    team: typeof team;
  }
}
