import { referenceEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

const described = { none: 'the description of the API, the same for everyone' };

export const sweep = defineSweep(referenceEndpoints, {
  openapiDocument: { designates: described },
  apiReference: { designates: described },
});
