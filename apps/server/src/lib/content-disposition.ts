/**
 * `attachment` with the name in RFC 5987 form (`filename*=UTF-8''…`, for Chinese names) and a
 * plain ASCII fallback for old clients. Quotes, backslashes and control characters never reach
 * the header.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
