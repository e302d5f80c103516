import type { PageModule } from '@/lib/page-module';
import { DashboardPage } from './dashboard-page';

/** The dashboard domain's screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { Dashboard: DashboardPage };
