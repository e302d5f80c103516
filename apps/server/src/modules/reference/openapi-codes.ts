// The result codes each call may answer (decision 065): the route machinery's for its kind (no
// hand list), its domain's (`<domain>/codes.ts`, by the table that declares the call), and the
// ones it declares beyond those (`codes` of its declaration). The sweep checks every code it
// observes against this list, so a declaration cannot fall behind what the server answers.
import * as contract from '@console/contract';
import { Code, CODES, type Endpoint } from '@console/contract';

/** The codes the route machinery answers for the call, whatever its handler does. */
export function machineryCodes(endpoint: Endpoint): number[] {
  const codes: number[] = [Code.tooManyRequests, Code.busy, Code.internal];
  if (endpoint.payload || endpoint.access !== 'signature') codes.unshift(Code.validation);
  // A call that names a row (an id, a number) answers "not found" for one that is gone or is
  // another merchant's: the tenants rule of every domain, not a domain's own code.
  if (endpoint.payload || endpoint.path.includes('/:')) codes.push(Code.notFound);
  if (endpoint.access === 'session') codes.unshift(Code.sessionExpired);
  if (endpoint.route) codes.push(Code.forbidden);
  if (endpoint.access === 'signature' || endpoint.access === 'platform')
    codes.push(Code.webhookSignature, Code.webhookStale, Code.webhookReplay);
  return codes;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value;

/** Each domain's table by the contract's export name (`orderEndpoints` → `order`). */
export function domainTables(): [string, Endpoint[]][] {
  return Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
    .map(([name, table]): [string, Endpoint[]] => [
      name.slice(0, -'Endpoints'.length),
      Object.values(table as Record<string, unknown>).filter(isEndpoint),
    ])
    .filter(([, endpoints]) => endpoints.length > 0);
}

let domains: Map<string, string> | undefined;
/** The domain (its table's name) that declares the endpoint. */
export function domainOf(endpoint: Endpoint): string {
  domains ??= new Map(
    domainTables().flatMap(([tag, list]) => list.map((e): [string, string] => [e.name, tag])),
  );
  return domains.get(endpoint.name) ?? 'other';
}

/** A domain's own codes (`orders` for the `order` table, `complaints` for `complaint`). */
const domainCodes = (domain: string): number[] => {
  const table =
    (CODES as Record<string, Record<string, number>>)[domain] ?? CODES[`${domain}s` as keyof typeof CODES];
  return Object.values(table ?? {});
};

/** Every code the call may answer, sorted. */
export function codesOf(endpoint: Endpoint): number[] {
  const codes = new Set([
    Code.ok,
    ...machineryCodes(endpoint),
    ...domainCodes(domainOf(endpoint)),
    ...endpoint.codes,
  ]);
  return [...codes].sort((a, b) => a - b);
}
