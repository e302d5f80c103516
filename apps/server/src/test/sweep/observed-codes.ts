// The result codes the sweep observes, checked against what each call lists (decision 065):
// every code an endpoint answers in the sweep must be among `codesOf` (its machinery's, its
// domain's, the ones it declares), so the document's per-call codes cannot fall behind.
import type { Endpoint } from '@console/contract';
import { codesOf } from '../../modules/reference/openapi-codes';
import { answerKind } from './answer-kinds';
import type { Answer } from './send';

export interface CodeWatch {
  /** Notes the code of an envelope answer (a platform's own success is not one). */
  note(endpoint: Endpoint, a: Answer): void;
  /** "endpoint: code" for each observed code the endpoint does not list. */
  undeclared(): string[];
  /** How many distinct (endpoint, code) pairs were observed. */
  observed(): number;
}

export function watchCodes(): CodeWatch {
  const seen = new Map<Endpoint, Set<number>>();
  return {
    note(endpoint, a) {
      if (a.code === undefined || answerKind(endpoint, a) === 'wrong') return;
      if (endpoint.answer !== 'envelope' && answerKind(endpoint, a) === 'success') return;
      let codes = seen.get(endpoint);
      if (!codes) seen.set(endpoint, (codes = new Set()));
      codes.add(a.code);
    },
    undeclared: () =>
      [...seen].flatMap(([endpoint, codes]) => {
        const listed = new Set(codesOf(endpoint));
        return [...codes].filter((c) => !listed.has(c)).map((c) => `${endpoint.name}: ${c}`);
      }),
    observed: () => [...seen.values()].reduce((n, codes) => n + codes.size, 0),
  };
}
