import { lazyParts } from '@/components/lazy-part';
import type { AnchorFormModalProps } from './anchor-form-modal';
import type { GoodsAddModalProps } from './goods-add-modal';
import type { RoomFormModalProps } from './room-form-modal';
import type { RoomGoodsEditModalProps } from './room-goods-edit-modal';
import type { SessionFormModalProps } from './session-form-modal';

// What a live screen does not need to draw its rows comes when first asked for: the forms (antd's
// Form, Modal, InputNumber, DatePicker), the goods chooser and the image library. Loaded with the
// pages, the route (shell + live) would go over the list routes' 450 kB budget.

const lazyPart = lazyParts('live-detail');

export const LazyRoomFormModal = lazyPart<RoomFormModalProps>(() =>
  import('./room-form-modal').then((m) => m.RoomFormModal),
);

export const LazyAnchorFormModal = lazyPart<AnchorFormModalProps>(() =>
  import('./anchor-form-modal').then((m) => m.AnchorFormModal),
);

export const LazyGoodsAddModal = lazyPart<GoodsAddModalProps>(() =>
  import('./goods-add-modal').then((m) => m.GoodsAddModal),
);

export const LazyRoomGoodsEditModal = lazyPart<RoomGoodsEditModalProps>(() =>
  import('./room-goods-edit-modal').then((m) => m.RoomGoodsEditModal),
);

export const LazySessionFormModal = lazyPart<SessionFormModalProps>(() =>
  import('./session-form-modal').then((m) => m.SessionFormModal),
);
