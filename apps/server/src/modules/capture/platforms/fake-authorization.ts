import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FakeApp } from './fake';

// What the fakes' authorization pages share (part of fake-kit.ts, which re-exports it). On a real
// platform the shop's owner, signed in to the platform, opens the app's authorization page,
// agrees, and the platform sends the browser back to the app's callback with a one-time code; the
// app exchanges the code for the shop's tokens. Each fake serves that page at its platform's path
// with its platform's parameters; the owner's sign-in is a choice of one of the fake's shops.

/** How long a code may wait for its exchange (the platforms publish minutes, not hours). */
export const CODE_TTL_MS = 10 * 60_000;

interface Grant {
  appKey: string;
  shopId: string;
  expiresAt: number;
}

/** One-time codes: issued for (app, shop) on the page, redeemed once by that app within CODE_TTL_MS. */
export class FakeCodeBook {
  private readonly byCode = new Map<string, Grant>();

  constructor(private readonly now: () => Date) {}

  issue(appKey: string, shopId: string): string {
    const code = randomBytes(16).toString('hex');
    this.byCode.set(code, { appKey, shopId, expiresAt: this.now().getTime() + CODE_TTL_MS });
    return code;
  }

  /** The shop the code was granted for, or null: unknown, used, expired, or another app's. */
  redeem(code: string, appKey: string): string | null {
    const grant = this.byCode.get(code);
    if (!grant) return null;
    this.byCode.delete(code);
    if (grant.appKey !== appKey || grant.expiresAt <= this.now().getTime()) return null;
    return grant.shopId;
  }
}

/** The apps a fake knows, by app key: registered on their own, or implied by a shop's own app. */
export class FakeAppBook {
  private readonly byKey = new Map<string, FakeApp>();

  /** Adds the app, or completes a known one (a field left undefined keeps what was known). */
  add(app: FakeApp): void {
    const merged: FakeApp = { ...this.byKey.get(app.appKey), appKey: app.appKey, secret: app.secret };
    for (const [k, v] of Object.entries(app) as [string, unknown][])
      if (v !== undefined) Object.assign(merged, { [k]: v });
    this.byKey.set(app.appKey, merged);
  }

  get(appKey: string): FakeApp | undefined {
    return this.byKey.get(appKey);
  }

  /** Apps with this key and secret (a shop's own app, or a registered one). */
  withSecret(appKey: string, secret: string): FakeApp | undefined {
    const app = this.byKey.get(appKey);
    return app && app.secret === secret ? app : undefined;
  }

  /** Whether `redirectUri` is where this app's codes may go: its registered callback, exactly. */
  allowsRedirect(appKey: string, redirectUri: string): boolean {
    const app = this.byKey.get(appKey);
    return Boolean(app?.redirectUri) && app!.redirectUri === redirectUri;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface AuthorizationPageOptions {
  /** The platform's name in its own words ("抖店开放平台"). */
  platform: string;
  /** The app asking for access, as the page names it. */
  appName: string;
  /** The shops whose owner may be signed in (the fake's stand-in for the platform's sign-in). */
  shopIds: string[];
  /** Where the page's form posts back (its own path), and the hidden fields it carries. */
  action: string;
  fields: Record<string, string>;
}

/** The page: which shop's owner is signed in, and the button that grants the app access. */
export function authorizationPage(o: AuthorizationPageOptions): string {
  const hidden = Object.entries(o.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const options = o.shopIds.map((id) => `<option value="${escapeHtml(id)}">${escapeHtml(id)}</option>`);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.platform)} · 授权</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<main><h1>${escapeHtml(o.platform)}</h1>
<p>应用 <strong data-testid="fake-auth-app">${escapeHtml(o.appName)}</strong> 申请访问你的店铺（订单、商品）。</p>
<form method="post" action="${escapeHtml(o.action)}">${hidden}
<p><label for="shop_id">已登录店铺</label>
<select id="shop_id" name="fake_shop_id" data-testid="fake-auth-shop">${options.join('')}</select></p>
<p><button type="submit" data-testid="fake-auth-grant">授权并同意</button></p>
</form></main></body></html>`;
}

/** A page that says why the request cannot be authorized (unknown app, callback not registered). */
export const authorizationRefusal = (platform: string, why: string): string =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(platform)}</title></head>` +
  `<body><main><h1>${escapeHtml(platform)}</h1><p data-testid="fake-auth-error">${escapeHtml(why)}</p></main></body></html>`;

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** The browser sent on to `target` with `params` added to its query. */
export function redirectTo(res: ServerResponse, target: string, params: Record<string, string>): void {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  res.writeHead(302, { location: url.toString() });
  res.end();
}
