// The form's checks on the customer's side, so most mistakes are told before a request is sent.
// The server checks all of them again with the contract (and words its own refusal).
import {
  ageOn,
  birthOf,
  CUSTOMER_PHONE_PATTERN,
  isIdNumber,
  STORE_ADDRESS_MAX,
  STORE_NAME_MAX,
} from '@console/contract';
import type { Translator } from './texts';

export interface ApplyFields {
  name: string;
  id_number: string;
  phone: string;
  code: string;
  province: string;
  city: string;
  district: string;
  address: string;
  consent: boolean;
}
export type FieldName = keyof ApplyFields;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const CODE_PATTERN = /^\d{6}$/;

/** Today in the customer's calendar, as `YYYY-MM-DD`. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What is wrong with an ID number for a goods of ages `min`–`max`, or undefined. */
export function idNumberProblem(
  value: string,
  range: { min: number; max: number },
  today: string,
  tr: Translator,
): string | undefined {
  const id = value.trim().toUpperCase();
  if (!id) return tr.t('errors.id_required');
  const birth = isIdNumber(id) ? birthOf(id) : null;
  if (!birth) return tr.t('errors.id_invalid');
  const age = ageOn(birth, today);
  if (age < range.min) return tr.t('errors.too_young', { min: range.min, max: range.max });
  if (age > range.max) return tr.t('errors.too_old', { min: range.min, max: range.max });
  return undefined;
}

export function phoneProblem(value: string, tr: Translator): string | undefined {
  if (!value.trim()) return tr.t('errors.phone_required');
  return CUSTOMER_PHONE_PATTERN.test(value.trim()) ? undefined : tr.t('errors.phone_invalid');
}

export function codeProblem(value: string, tr: Translator): string | undefined {
  if (!value.trim()) return tr.t('errors.code_required');
  return CODE_PATTERN.test(value.trim()) ? undefined : tr.t('errors.code_invalid');
}

/**
 * Every problem of a filled form. `needsDistrict`: the chosen city has districts (a municipality's
 * districts stand at the city level, and then there is none to choose).
 */
export function applyProblems(
  fields: ApplyFields,
  goods: { age_min: number; age_max: number },
  needsDistrict: boolean,
  today: string,
  tr: Translator,
): FieldErrors {
  const errors: FieldErrors = {
    name: !fields.name.trim()
      ? tr.t('errors.name_required')
      : fields.name.trim().length > STORE_NAME_MAX
        ? tr.t('errors.too_long', { count: STORE_NAME_MAX })
        : undefined,
    id_number: idNumberProblem(fields.id_number, { min: goods.age_min, max: goods.age_max }, today, tr),
    phone: phoneProblem(fields.phone, tr),
    code: codeProblem(fields.code, tr),
    province: fields.province ? undefined : tr.t('errors.area_required'),
    city: fields.city ? undefined : tr.t('errors.area_required'),
    district: !needsDistrict || fields.district ? undefined : tr.t('errors.area_required'),
    address: !fields.address.trim()
      ? tr.t('errors.address_required')
      : fields.address.trim().length > STORE_ADDRESS_MAX
        ? tr.t('errors.too_long', { count: STORE_ADDRESS_MAX })
        : undefined,
    consent: fields.consent ? undefined : tr.t('errors.consent_required'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
}
