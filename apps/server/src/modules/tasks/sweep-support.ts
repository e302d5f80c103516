import { taskEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';

export const sweep = defineSweep(taskEndpoints, {
  taskList: { designates: { none: "the caller's own tasks" } },
  taskFile: {
    designates: {
      none: "the signed link is the file's only credential: a link signed for another task or merchant answers 403 (download.test.ts)",
    },
  },
});
