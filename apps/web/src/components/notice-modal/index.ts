// The notice modal (spec section 3, "Notice modal entry"): a sequence of announcements any part
// of the console can push entries to. The modal itself (antd Modal, DOMPurify) is a lazy chunk
// loaded by the host with the first entry.
export {
  closeAllNotices,
  confirmNotice,
  moveNotice,
  openNotices,
  pushNotices,
  useNoticeModal,
  type NoticeModalEntry,
  type NoticeModalState,
} from './notice-modal-store';
export { NoticeModalHost } from './notice-modal-host';
