import type { PageModule } from '@/lib/page-module';
import { TransferPage } from './transfer-page';

/** The transfer domain's screens, by route name of the contract's table (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { GoodsTransfer: TransferPage };
