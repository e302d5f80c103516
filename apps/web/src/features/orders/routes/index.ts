import type { PageModule } from '@/lib/page-module';
import { OrderListPage } from './order-list-page';

/** The orders domain's screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { OrderList: OrderListPage };
