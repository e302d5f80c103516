import type { PageModule } from '@/lib/page-module';
import { ComplaintsPage } from './complaints-page';

/** The complaints domain's screen, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { ComplaintWorkOrderList: ComplaintsPage };
