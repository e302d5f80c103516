import type transfer from './locales/zh-CN/transfer.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    transfer: typeof transfer;
  }
}
