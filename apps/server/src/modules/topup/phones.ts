import { decryptText, encryptText } from '../../lib/data-cipher';
import { maskPhone, searchHash } from '../../lib/personal-data';

/**
 * The numbers topped up are customers' phones: sealed at rest, shown masked, found by exact number
 * through the keyed hash, as the orders' (decision 003). Only the sender opens one, to place it.
 */
export const sealPhone = (dataKey: Buffer, phone: string) => ({
  phoneEnc: encryptText(dataKey, phone),
  phoneMasked: maskPhone(phone),
  phoneHash: searchHash(dataKey, phone),
});

export const openPhone = (dataKey: Buffer, phoneEnc: string): string => decryptText(dataKey, phoneEnc);
