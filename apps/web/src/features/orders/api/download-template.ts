import { ApiPath, type Envelope } from '@console/contract';
import { ApiError, TransportError } from '@/lib/api-error';
import { readCookie } from '@/lib/cookie';
import { API_BASE } from '@/lib/http';
import { currentLanguage, i18n } from '@/lib/i18n';
import { notifier } from '@/lib/notify';
import { TOKEN_COOKIE } from '@/lib/session-store';

export type TemplateKind = 'orders' | 'remarks';
export type TemplateFormat = 'xlsx' | 'csv';

const PATHS: Record<TemplateKind, string> = {
  orders: ApiPath.orderImportTemplate,
  remarks: ApiPath.orderRemarkTemplate,
};

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
 * The import templates are files answered to a GET that needs the session header, so they cannot
 * be a plain link: fetched as a blob (headers in the user's language), then saved through a
 * temporary object URL. A JSON answer is the server's refusal in the usual envelope.
 */
export async function downloadTemplate(kind: TemplateKind, format: TemplateFormat): Promise<void> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = readCookie(TOKEN_COOKIE);
  if (token) headers.set('token', token);
  try {
    const response = await fetch(`${API_BASE}${PATHS[kind]}?format=${format}`, {
      headers,
      credentials: 'same-origin',
    });
    if (!response.ok) throw new TransportError(`HTTP ${response.status}`, 'http', response.status);
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const envelope = (await response.json()) as Envelope<unknown>;
      throw new ApiError(envelope.code, envelope.msg ?? '', envelope.data);
    }
    const blob = await response.blob();
    const name = fileNameOf(response.headers.get('content-disposition'), `${kind}-template.${format}`);
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
