import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';
import { coreCodes } from '../codes';

export const taskEndpoints = defineEndpoints<typeof S>()({
  taskList: {
    reads: 'replica-ok',
    path: '/download/index',
    route: 'Tasks',
    payload: 'TaskListPayload',
    result: 'TaskListResult',
  },
  /**
   * GET /api/download/file/<id>?expires=…&sig=…: the signed, expiring link is the only credential
   * of a file (a plain link the browser follows, no token header).
   */
  taskFile: {
    path: '/download/file/:id',
    method: 'GET',
    access: 'link',
    file: true,
    codes: [coreCodes.forbidden],
  },
});
