import { createHmac, hkdfSync } from 'node:crypto';
import { decryptText, encryptText } from './data-cipher';

/**
 * Customers' personal data (name, phone, ID number, street address). Stored encrypted
 * (`data-cipher.ts`), shown masked, and found by exact phone or ID number through a keyed hash:
 * HMAC-SHA-256 with a key derived from DATA_KEY for this one purpose, so the search column cannot
 * be reversed by hashing every phone number without the key, and no other use of DATA_KEY shares
 * its output.
 */
export interface Customer {
  name: string;
  phone: string;
  idNumber: string;
  province: string;
  city: string;
  district: string;
  /** The street address (below the district). */
  address: string;
}

/** 张三 → 张*, 张三丰 → 张*丰, 欧阳娜娜 → 欧**娜; one character stays as it is. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 13812341234 → 138****1234. */
export const maskPhone = (phone: string): string =>
  phone.length >= 8
    ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`
    : '*'.repeat(phone.length);

/** shop.owner@example.com → s***@example.com: the domain stays, for telling a provider's refusals apart. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
};

/** 110101199001011234 → 110101********1234 (the region and the last four). */
export const maskIdNumber = (id: string): string =>
  id.length >= 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : '*'.repeat(id.length);

/** The address as lists show it: cut after the district. */
export const maskedAddress = (c: Pick<Customer, 'province' | 'city' | 'district'>): string =>
  [c.province, c.city, c.district].filter(Boolean).join(' ');

export const fullAddress = (c: Pick<Customer, 'province' | 'city' | 'district' | 'address'>): string =>
  [maskedAddress(c), c.address].filter(Boolean).join(' ');

const searchKeys = new WeakMap<Buffer, Buffer>();
function searchKey(dataKey: Buffer): Buffer {
  let key = searchKeys.get(dataKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'console/personal-data-search/v1', 32));
    searchKeys.set(dataKey, key);
  }
  return key;
}

/** The search hash of a phone or ID number (normalised: trimmed, upper-case X). */
export const searchHash = (dataKey: Buffer, value: string): string =>
  createHmac('sha256', searchKey(dataKey)).update(value.trim().toUpperCase()).digest('hex');

/** The columns of `orders` that hold a customer: encrypted, masked and hashed. */
export function sealCustomer(dataKey: Buffer, c: Customer) {
  return {
    nameEnc: encryptText(dataKey, c.name),
    nameMasked: maskName(c.name),
    phoneEnc: encryptText(dataKey, c.phone),
    phoneMasked: maskPhone(c.phone),
    phoneHash: searchHash(dataKey, c.phone),
    idNoEnc: encryptText(dataKey, c.idNumber),
    idNoMasked: maskIdNumber(c.idNumber),
    idNoHash: searchHash(dataKey, c.idNumber),
    province: c.province,
    city: c.city,
    district: c.district,
    addressEnc: encryptText(dataKey, c.address),
  };
}

export type SealedCustomer = ReturnType<typeof sealCustomer>;

/** The customer back from a row's encrypted columns (a reveal, a transfer, a full export). */
export function openCustomer(
  dataKey: Buffer,
  row: Pick<
    SealedCustomer,
    'nameEnc' | 'phoneEnc' | 'idNoEnc' | 'addressEnc' | 'province' | 'city' | 'district'
  >,
): Customer {
  return {
    name: decryptText(dataKey, row.nameEnc),
    phone: decryptText(dataKey, row.phoneEnc),
    idNumber: decryptText(dataKey, row.idNoEnc),
    province: row.province,
    city: row.city,
    district: row.district,
    address: decryptText(dataKey, row.addressEnc),
  };
}
