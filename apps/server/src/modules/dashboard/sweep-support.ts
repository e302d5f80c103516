import { dashboardEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

export const sweep = defineSweep(dashboardEndpoints, {
  dashboard: { designates: { none: "the caller's own figures" } },
  dashboardTodo: { designates: { none: "the caller's own lists' counts" } },
});
