// What a call's success looks like, by the kind of answer its declaration names (decision 065):
// the envelope with code 1, a platform's own JSON, a provider's plain text, a server-sent stream.
import { Code, type Endpoint } from '@console/contract';
import type { Answer } from './send';

/** Whether the answer is the endpoint's success, a refusal (the envelope), or neither: a fault. */
export function answerKind(endpoint: Endpoint, a: Answer): 'success' | 'refusal' | 'wrong' {
  if (a.status >= 500) return 'wrong';
  const envelope = a.code !== undefined && a.contentType.startsWith('application/json');
  switch (endpoint.answer) {
    case 'envelope':
      return a.code === Code.ok ? 'success' : 'refusal';
    case 'json':
      // Doudian's `{code: 0, msg}` is not the envelope's success; a refusal is the envelope.
      if (a.status === 200 && a.code === 0) return 'success';
      return envelope ? 'refusal' : 'wrong';
    case 'text':
      if (a.status === 200 && a.contentType.startsWith('text/plain') && a.text) return 'success';
      return envelope ? 'refusal' : 'wrong';
    case 'stream':
      if (
        a.status === 200 &&
        a.contentType.startsWith('text/event-stream') &&
        a.text.includes('event: hello')
      )
        return 'success';
      return envelope ? 'refusal' : 'wrong';
  }
}
