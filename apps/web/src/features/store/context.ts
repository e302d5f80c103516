import { createContext, useContext } from 'react';
import type { Translator } from './texts';

/** The customer's language and its texts, given once by the entry. */
export const TextsContext = createContext<Translator | null>(null);

export function useTexts(): Translator {
  const tr = useContext(TextsContext);
  if (!tr) throw new Error('useTexts outside the storefront');
  return tr;
}
