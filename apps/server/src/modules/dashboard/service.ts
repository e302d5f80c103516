import { type DashboardResult, type Language, type Viewer, canOpen, ROUTES } from '@console/contract';
import { seesBalance } from '../auth';
import { readBalance } from '../money';
import type { AppContext } from '../../lib/context';
import { noticeUnread } from '../notices';
import { recentTasks } from '../tasks';
import { orderFigures } from './order-figures';

export const RECENT_TASKS = 5;

const NOTICES = ROUTES.find((r) => r.name === 'Notices')!;

/**
 * `/dashboard/index`: balance, order figures, unread notices and the latest tasks. A special
 * merchant has the notice and task widgets hidden (spec section 6): 0 notices and no tasks. A
 * staff member whose role shows no balance gets none (null), as in `/merchant/info`.
 */
export async function dashboard(
  ctx: AppContext,
  merchantId: number,
  lang: Language,
  viewer: Viewer,
): Promise<DashboardResult> {
  const [balance, figures, unread, tasks] = await Promise.all([
    readBalance(ctx.db, merchantId),
    orderFigures(ctx, merchantId),
    canOpen(NOTICES, viewer) ? noticeUnread(ctx, merchantId) : { notReadCount: 0 },
    viewer.isSpecial ? [] : recentTasks(ctx, merchantId, lang, RECENT_TASKS, viewer.team?.staffId ?? null),
  ]);
  return {
    balance: seesBalance(viewer) ? balance : null,
    ...figures,
    notReadCount: unread.notReadCount,
    recentTasks: tasks,
  };
}
