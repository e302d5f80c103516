/** Floating customer-service entry (QR image and phone). */
export function ServiceWidget() {
  return null;
}
