import { healthEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

export const sweep = defineSweep(healthEndpoints, {
  health: { designates: { none: 'the database answers or not' } },
  ready: { designates: { none: 'this process can serve or not' } },
});
