import type goods from './locales/zh-CN/goods.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    goods: typeof goods;
  }
}
