/**
 * A record's summary (a short JSON the server wrote, secrets dropped, personal data masked) as a
 * person reads it: `field: value` pairs, lists joined, nested parts in braces, cut at `max`.
 */
export function readableSummary(summary: string, max = 120): string {
  let value: unknown;
  try {
    value = JSON.parse(summary);
  } catch {
    return summary.slice(0, max);
  }
  const text = render(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function render(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.map(render).join(', ');
  if (typeof value === 'object') {
    // An empty field (a filter left open) says nothing.
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== '' && v !== null)
      .map(([k, v]) =>
        typeof v === 'object' && v !== null && !Array.isArray(v)
          ? `${k}: {${render(v)}}`
          : `${k}: ${render(v)}`,
      );
    return parts.join('; ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}
