/** Header bell: unread badge and a popover of the latest notices. */
export function NoticeBell() {
  return null;
}
