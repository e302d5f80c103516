import type live from './locales/zh-CN/live.json';
import type liveDetail from './locales/zh-CN/live-detail.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    live: typeof live;
    'live-detail': typeof liveDetail;
  }
}
