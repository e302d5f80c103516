import type { PlatformOrder } from './platforms/platform';

// The limits of the console's columns (orders/tables.ts, capture tables): a platform order that
// would not fit is put aside with why, rather than failing its whole page at the insert.
const LIMITS = { id: 64, name: 40, phone: 11, idNumber: 18, area: 20 } as const;

/** Why the console cannot hold this order (English, no personal data), or null when it can. */
export function orderProblem(o: PlatformOrder): string | null {
  if (!o.platformOrderId) return 'no order id';
  for (const [field, value] of [
    ['order id', o.platformOrderId],
    ['product id', o.productId],
    ['sku id', o.skuId],
    ['room id', o.roomId],
    ['author id', o.authorId],
    ['video id', o.videoId],
  ] as const) {
    if (value.length > LIMITS.id) return `${field} longer than ${LIMITS.id}`;
  }
  if (!o.productId) return 'no product id';
  if (!(o.updatedAt instanceof Date) || Number.isNaN(o.updatedAt.getTime())) return 'no update time';
  if (o.placedAt && Number.isNaN(o.placedAt.getTime())) return 'bad create time';
  const paid = o.payment?.amountCents;
  // numeric(14,2) holds twelve digits of yuan; a platform's amount is far below.
  if (paid !== undefined && !(Number.isSafeInteger(paid) && paid >= 0 && paid < 1e14))
    return 'bad pay amount';
  if (o.status === 'cancelled') return null;
  const c = o.customer;
  if (!c.name || !c.phone || !c.idNumber) return 'customer name, phone or ID number missing';
  if (!c.province || !c.city || !c.address) return 'address missing';
  if ([...c.name].length > LIMITS.name) return 'customer name too long';
  if (c.phone.length > LIMITS.phone) return 'phone too long';
  if (c.idNumber.length > LIMITS.idNumber) return 'ID number too long';
  if ([c.province, c.city, c.district].some((a) => [...a].length > LIMITS.area)) return 'area name too long';
  return null;
}
