// The notices module's public entry: what the other domains may use (its tables are in ./tables).
export { toNotice, noticeUnread } from './service';
