import type { RouteName } from '@console/contract';
import type { ComponentType } from 'react';

/**
 * What a domain's lazy chunk gives: one page component per route name of the contract's table
 * (`features/<domain>/routes/index.ts` exports `pages`). A misspelt route name is a type error.
 */
export type PageModule = Partial<Record<RouteName, ComponentType>>;
