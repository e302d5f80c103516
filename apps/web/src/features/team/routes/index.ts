import { lazyPage, type PageModule } from '@/lib/page-module';

/** The team's screens, by route name: each a chunk of its own (the roles editor is the larger). */
export const pages: PageModule = {
  AccountTeam: lazyPage(() => import('./team-page').then((m) => m.TeamPage)),
  AccountRoles: lazyPage(() => import('./roles-page').then((m) => m.RolesPage)),
};
