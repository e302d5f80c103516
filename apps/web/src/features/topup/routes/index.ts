import type { PageModule } from '@/lib/page-module';
import { TopupPage } from './topup-page';

/** The bulk top-up screen (`/recharge`), by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = {
  Recharge: TopupPage,
};
