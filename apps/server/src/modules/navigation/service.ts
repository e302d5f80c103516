import { buildMenu, type NavResult, ROUTES, type Viewer } from '@console/contract';

/**
 * The menu of `/user/nav`: the contract's route table filtered by the same rules the web applies
 * to its fixed menu (`buildMenu`), so either menu source shows the same items.
 */
export function nav(viewer: Viewer): NavResult {
  return { menu: buildMenu(ROUTES, viewer) };
}
