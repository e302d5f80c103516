import { defineEndpoints } from '../endpoint';
import type * as S from './schemas';

export const navigationEndpoints = defineEndpoints<typeof S>()({
  /** The menu built on the server from the route table and the merchant. */
  nav: { path: '/user/nav', method: 'GET', result: 'NavResult' },
});
