import type { Endpoint, Envelope, PayloadIn } from '@console/contract';
import { ApiError, TransportError } from './api-error';
import { readCookie } from './cookie';
import { API_BASE } from './http';
import { currentLanguage, i18n } from './i18n';
import { notifier } from './notify';
import { TOKEN_COOKIE } from './session-store';

/** The name the server gives in `Content-Disposition` (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a broken encoding: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * A file answered to a GET of the table that needs the session header (an import template), so it
 * cannot be a plain link: fetched as a blob (headers in the user's language), then saved through
 * a temporary object URL, under the name the server gives (else `fallbackName`). A JSON answer is
 * the server's refusal in the usual envelope.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  payload: PayloadIn<E> & Record<string, string>,
  fallbackName: string,
): Promise<void> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = readCookie(TOKEN_COOKIE);
  if (token) headers.set('token', token);
  try {
    const response = await fetch(`${API_BASE}${endpoint.path}?${new URLSearchParams(payload).toString()}`, {
      headers,
      credentials: 'same-origin',
    });
    if (!response.ok) throw new TransportError(`HTTP ${response.status}`, 'http', response.status);
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const envelope = (await response.json()) as Envelope<unknown>;
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope.data);
    }
    const blob = await response.blob();
    const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click has started the download; the URL is released once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    notifier().error({
      title: i18n.t('http.error_title'),
      description: error instanceof ApiError && error.msg ? error.msg : i18n.t('http.error_fallback'),
    });
    throw error;
  }
}
