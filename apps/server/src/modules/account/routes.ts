import { accountEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import * as account from './service';

export const accountRoutes = defineRoutes(accountEndpoints, {
  accountCenter: ({ ctx, merchantId }) => account.accountCenter(ctx, merchantId),
  saveStore: ({ ctx, merchantId, body }) => account.saveStore(ctx, merchantId, body),
  saveService: ({ ctx, merchantId, body }) => account.saveService(ctx, merchantId, body),
  changePassword: ({ ctx, session, body }) => account.changePassword(ctx, session, body),
  logoutOthers: ({ ctx, session }) => account.logoutOthers(ctx, session),
});
