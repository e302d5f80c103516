/** All notices: table, unread filter, search, export. */
export function NoticesPage() {
  return null;
}
