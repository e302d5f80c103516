import type { PageModule } from '@/lib/page-module';
import { SecurityPage } from './security-page';

/** The security domain's screen, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { AccountSecurity: SecurityPage };
