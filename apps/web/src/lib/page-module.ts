import type { RouteName } from '@console/contract';
import type { ComponentType } from 'react';
import { withChunkTimeout } from './chunk-errors';

/**
 * A page that comes in a chunk of its own when its route is first opened: for a domain whose
 * screens together would put its routes over the bundle budget (each route then loads the shell,
 * the domain's small table and its own page only).
 */
export interface LazyPage {
  readonly loadPage: () => Promise<ComponentType>;
}

export const lazyPage = (loadPage: () => Promise<ComponentType>): LazyPage => ({ loadPage });

/**
 * What a domain's lazy chunk gives: one page per route name of the contract's table
 * (`features/<domain>/routes/index.ts` exports `pages`), its component or a `lazyPage`. A misspelt
 * route name is a type error.
 */
export type PageModule = Partial<Record<RouteName, ComponentType | LazyPage>>;

/** The page's component, downloading it first when it is a `lazyPage`. */
export async function resolvePage(
  page: ComponentType | LazyPage | undefined,
): Promise<ComponentType | undefined> {
  if (page && typeof page === 'object' && 'loadPage' in page) return withChunkTimeout(page.loadPage);
  return page;
}
