import type tasks from './locales/zh-CN/tasks.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    tasks: typeof tasks;
  }
}
