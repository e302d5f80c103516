import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { CaptchaResult } from '@console/contract';
import { captchas } from './tables';
import { randomToken } from '../../lib/crypto';
import type { AppContext } from '../../lib/context';

const CAPTCHA_TTL_MS = 5 * 60_000;

/** A new image captcha: an SVG (no fonts needed on the server) and a key to answer it with. */
export async function captcha(ctx: AppContext): Promise<CaptchaResult> {
  // Loaded with the first captcha, not at start: svg-captcha parses its font when imported
  // (about 80 ms of every start, decision 025).
  const svgCaptcha = (await import('svg-captcha')).default;
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    background: '#f4f6fa',
  });
  const key = randomToken(16);
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await ctx.db.insert(captchas).values({
    key,
    answer: text.toLowerCase(),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** Checks an answer once: the captcha is deleted whatever the outcome. */
export async function consumeCaptcha(ctx: AppContext, key: string, answer: string): Promise<boolean> {
  const [row] = await ctx.db
    .delete(captchas)
    .where(and(eq(captchas.key, key), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answer: captchas.answer });
  return !!row && row.answer === answer.trim().toLowerCase();
}
