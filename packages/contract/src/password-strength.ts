import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * Password score of the specification (section 5): every character adds 5, divided by how often
 * it has been seen so far (repeats add less), plus 10 for each character class beyond the first
 * (digits, lowercase, uppercase, non-word).
 */
export function scorePassword(password: string): number {
  if (!password) return 0;
  const seen = new Map<string, number>();
  let score = 0;
  for (const ch of password) {
    const count = (seen.get(ch) ?? 0) + 1;
    seen.set(ch, count);
    score += 5 / count;
  }
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /\W/].filter((re) => re.test(password)).length;
  score += Math.max(0, classes - 1) * 10;
  return Math.floor(score);
}

export type PasswordLevel = 0 | 1 | 2 | 3;

/** 0 = too short, 1 = low (score ≥ 30), 2 = medium (≥ 60), 3 = strong (≥ 80). */
export function passwordLevel(password: string): PasswordLevel {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  const score = scorePassword(password);
  if (score >= 80) return 3;
  if (score >= 60) return 2;
  if (score >= 30) return 1;
  return 0;
}

/** The bar of the strength meter fills 33 % per level. */
export const passwordPercent = (level: PasswordLevel): number => level * 33;

/** A password is accepted from medium strength on, as in the original console. */
export const MIN_ACCEPTED_PASSWORD_LEVEL: PasswordLevel = 2;

export const isPasswordStrongEnough = (password: string): boolean =>
  passwordLevel(password) >= MIN_ACCEPTED_PASSWORD_LEVEL;
