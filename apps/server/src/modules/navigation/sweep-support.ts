import { navigationEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

export const sweep = defineSweep(navigationEndpoints, {
  nav: { designates: { none: "the caller's own menu" } },
});
