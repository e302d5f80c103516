import { healthEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

export const sweep = defineSweep(healthEndpoints, {
  health: { designates: { none: 'the database answers or not' } },
});
