import { juhe } from './juhe';
import type { TopupProvider } from './provider';

/**
 * The top-up providers by TOPUP_PROVIDER's name. A second provider is its folder beside juhe/ and
 * one line here (and its settings, if it has any, spread into ../config.ts).
 */
export const PROVIDERS = {
  juhe,
} as const satisfies Record<string, TopupProvider<unknown>>;

export type ProviderName = keyof typeof PROVIDERS;
export const PROVIDER_NAMES = Object.keys(PROVIDERS) as [ProviderName, ...ProviderName[]];

/** The provider of a name (its credentials type erased: the machinery passes them through). */
export const providerNamed = (name: ProviderName): TopupProvider<unknown> => PROVIDERS[name];
