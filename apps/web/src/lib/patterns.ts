/**
 * The contract's MOBILE_PATTERN and SMS_CODE_PATTERN, mirrored here because the contract declares
 * them in `fields.ts`, next to top-level zod schemas: importing them from `@console/contract`
 * pulls all of zod (about 35 KB gzip) into the sign-in route. `patterns.test.ts` fails as soon as
 * the two differ. Once the contract moves the patterns to a zod-free module, replace this file
 * with a re-export.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
