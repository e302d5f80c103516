import type capture from './locales/zh-CN/capture.json';
import type captureDetail from './locales/zh-CN/capture-detail.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    capture: typeof capture;
    'capture-detail': typeof captureDetail;
  }
}
