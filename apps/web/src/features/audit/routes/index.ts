import { lazyPage, type PageModule } from '@/lib/page-module';

/** The operation log (`/account/log`), a chunk of its own. */
export const pages: PageModule = {
  AccountLog: lazyPage(() => import('./account-log-page').then((m) => m.AccountLogPage)),
};
