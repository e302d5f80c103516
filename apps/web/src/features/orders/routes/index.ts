import type { PageModule } from '@/app/pages';
import { OrderListPage } from './order-list-page';

/** The orders domain's screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { OrderList: OrderListPage };
