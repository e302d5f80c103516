import { lazyParts } from '@/components/lazy-part';
import type { CaptureLogProps } from './capture-log';
import type { LiveRoomFormModalProps } from './live-room-form-modal';
import type { MappingEditorProps } from './mapping-editor';
import type { ShopDetailProps } from './shop-detail';
import type { TestResultProps } from './test-result';
import type { ShopFormModalProps } from './shop-form-modal';

// What a capture screen does not need to draw its shops comes when first asked for: the shop and
// live-room forms (antd's Form, Modal, InputNumber), the chosen shop's detail (its mapping, waiting
// orders and log, under antd's Segmented), a connection test's answer (antd's Alert), the
// product mapping and the every-platform log of 待映射订单. The route (shell +
// capture) must stay under the 450 kB budget like every list route.

const lazyPart = lazyParts('capture-detail');

export const LazyShopFormModal = lazyPart<ShopFormModalProps>(() =>
  import('./shop-form-modal').then((m) => m.ShopFormModal),
);

export const LazyLiveRoomFormModal = lazyPart<LiveRoomFormModalProps>(() =>
  import('./live-room-form-modal').then((m) => m.LiveRoomFormModal),
);

export const LazyMappingEditor = lazyPart<MappingEditorProps>(
  () => import('./mapping-editor').then((m) => m.MappingEditor),
  <div style={{ minHeight: 120 }} />,
);

export const LazyShopDetail = lazyPart<ShopDetailProps>(
  () => import('./shop-detail').then((m) => m.ShopDetail),
  <div style={{ minHeight: 160 }} />,
);

export const LazyTestResult = lazyPart<TestResultProps>(() =>
  import('./test-result').then((m) => m.TestResult),
);

/** 待映射订单's log: the screen is one of the capture chunk's, its log comes with the shop detail's. */
export const LazyCaptureLog = lazyPart<CaptureLogProps>(
  () => import('./capture-log').then((m) => m.CaptureLog),
  <div style={{ minHeight: 160 }} />,
);
