import type orders from './locales/zh-CN/orders.json';
import type ordersDetail from './locales/zh-CN/orders-detail.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    orders: typeof orders;
    'orders-detail': typeof ordersDetail;
  }
}
