// The API reference for a person: the OpenAPI document written as one HTML page by the server, in
// the request's language, without a script (the console's CSP allows scripts from this origin only,
// and the web app's bundles stay as they are: decision 060). Made once per language.
import type { Language } from '@console/contract';
import { translate } from '../../lib/i18n';
import type { JsonSchema } from '../../plugins/answer-schema';
import { openApiDocument } from './openapi-document';

interface Operation {
  operationId: string;
  tags: string[];
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  'x-codes'?: number[];
  'x-route'?: string;
  'x-grant'?: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A schema's type in a few characters: `string`, `integer | null`, `Order[]`, `one of 2`. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items as JsonSchema)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** The component a `$ref` names, followed once. */
function resolved(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (typeof schema?.$ref !== 'string') return schema;
  const schemas = (openApiDocument().components as { schemas: Record<string, JsonSchema> }).schemas;
  return schemas[schema.$ref.split('/').pop()!];
}

function fieldsTable(lang: Language, schema: JsonSchema | undefined, caption: string): string {
  const object = resolved(schema);
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  if (!names.length)
    return `<p><strong>${caption}</strong>: ${escape(typeOf(object) || translate(lang, 'reference.none'))}</p>`;
  const required = new Set((object?.required ?? []) as string[]);
  const rows = names
    .map(
      (name) =>
        `<tr><td><code>${escape(name)}</code></td><td>${escape(typeOf(properties[name]))}</td>` +
        `<td>${required.has(name) ? translate(lang, 'reference.yes') : ''}</td></tr>`,
    )
    .join('');
  return (
    `<table><caption>${caption}</caption><thead><tr><th scope="col">${translate(lang, 'reference.field')}</th>` +
    `<th scope="col">${translate(lang, 'reference.type')}</th><th scope="col">${translate(lang, 'reference.required')}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table>`
  );
}

/** The protocol's own names, set in the texts as code: they are never translated. */
const NAMES = {
  envelope: '<code>{code, msg, data}</code>',
  code: '<code>code</code>',
  data: '<code>data</code>',
  header: '<code>token</code>',
};

function operationHtml(lang: Language, method: string, path: string, op: Operation): string {
  const access = op.security?.length ? 'reference.access_session' : 'reference.access_open';
  const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined;
  const params = op.parameters?.length
    ? {
        properties: Object.fromEntries(op.parameters.map((p) => [`${p.name} (${p.in})`, p.schema ?? {}])),
        required: op.parameters.filter((p) => p.required).map((p) => `${p.name} (${p.in})`),
      }
    : undefined;
  const ok = Object.entries(op.responses['200']?.content ?? {})[0];
  const answer =
    ok?.[0] === 'application/json' ? (ok[1].schema.anyOf as JsonSchema[] | undefined)?.[0] : undefined;
  // The envelope's `data`; a platform's own answer (a reference, no envelope) is named by its type.
  const envelope = answer?.properties as Record<string, JsonSchema> | undefined;
  const data = envelope ? (envelope.data ?? {}) : undefined;
  return (
    `<article id="${escape(op.operationId)}"><h3><span class="method">${method.toUpperCase()}</span> ` +
    `<code>/api${escape(path)}</code></h3>` +
    `<p><code>${escape(op.operationId)}</code> · ${translate(lang, access, NAMES)}</p>` +
    // The document's descriptions are English, for developers; the page says the same in the texts.
    (op['x-route']
      ? `<p>${escape(translate(lang, 'reference.screen', { route: op['x-route'], grant: op['x-grant'] ?? '' }))}</p>`
      : '') +
    (params ? fieldsTable(lang, params, translate(lang, 'reference.parameters')) : '') +
    (body ? fieldsTable(lang, body, translate(lang, 'reference.payload')) : '') +
    (data
      ? fieldsTable(lang, data, translate(lang, 'reference.answer', NAMES))
      : `<p><strong>${translate(lang, 'reference.answer', NAMES)}</strong>: ${escape(ok?.[0] ?? '')}</p>`) +
    (op['x-codes']?.length
      ? `<p><strong>${translate(lang, 'reference.codes')}</strong>: ${op['x-codes'].join(', ')}</p>`
      : '') +
    '</article>'
  );
}

const STYLE = `body{font:15px/1.55 system-ui,sans-serif;margin:0;color:#1f1f1f;background:#fff}
header,main,nav{max-width:1100px;margin:0 auto;padding:0 20px}header{padding-top:24px}
h1{font-size:26px;margin:0 0 8px}h2{font-size:21px;margin:32px 0 8px;border-bottom:1px solid #d9d9d9;padding-bottom:4px}
h3{font-size:16px;margin:0 0 4px;word-break:break-all}article{border:1px solid #e5e5e5;border-radius:6px;padding:12px 14px;margin:12px 0}
.method{display:inline-block;min-width:44px;font-size:12px;font-weight:700;color:#fff;background:#0b57d0;border-radius:4px;padding:1px 6px;margin-right:6px;text-align:center}
nav ul{display:flex;flex-wrap:wrap;gap:6px 14px;list-style:none;padding:0}a{color:#0b57d0}
table{border-collapse:collapse;margin:8px 0;width:100%;font-size:14px}caption{text-align:left;font-weight:700;padding:4px 0}
th,td{border:1px solid #e0e0e0;padding:3px 8px;text-align:left;vertical-align:top;word-break:break-word}th{background:#f5f5f5}
code{font-family:ui-monospace,monospace;font-size:13px}@media (max-width:600px){body{font-size:14px}th,td{padding:2px 4px}td:first-child{width:45%}}`;

const pages = new Map<Language, string>();

/** The page in `lang`, made on its first request and kept. */
export function referencePage(lang: Language): string {
  const kept = pages.get(lang);
  if (kept) return kept;
  const document = openApiDocument();
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(lang, method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const t = (key: string) => translate(lang, key);
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('reference.title')}</title>` +
    `<style>${STYLE}</style></head><body><header><h1>${t('reference.title')}</h1>` +
    `<p>${translate(lang, 'reference.intro', NAMES)}</p><p><a href="openapi.json">${t('reference.document_link')}</a></p></header>` +
    `<nav aria-label="${t('reference.contents')}"><ul>${tags
      .map((tag) => `<li><a href="#tag-${escape(tag)}">${escape(tag)}</a></li>`)
      .join('')}</ul></nav><main>${tags
      .map(
        (tag) =>
          `<section aria-labelledby="tag-${escape(tag)}"><h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${byTag.get(tag)!.join('')}</section>`,
      )
      .join('')}</main></body></html>`;
  pages.set(lang, html);
  return html;
}
