import { Code } from '@console/contract';
import { defineErrors } from '../../lib/app-error';
import type { CoreMessageKey } from '../../lib/i18n';
import type texts from './locales/zh-CN.json';

/** Live's refusals (another merchant's room, anchor or session is the core's not-found). */
export const LiveError = defineErrors<keyof typeof texts | CoreMessageKey>()({
  roomExists: { code: Code.roomExists, key: 'err.room_exists' },
  anchorExists: { code: Code.anchorExists, key: 'err.anchor_exists' },
  sessionOverlap: { code: Code.sessionOverlap, key: 'err.session_overlap' },
  roomGoodsUnavailable: { code: Code.roomGoodsUnavailable, key: 'err.room_goods_unavailable' },
  sessionSpan: { code: Code.sessionSpan, key: 'err.session_span' },
  /** The room would promote more than ROOM_GOODS_MAX goods. */
  roomGoodsLimit: { code: Code.validation, key: 'err.room_goods_limit' },
});
