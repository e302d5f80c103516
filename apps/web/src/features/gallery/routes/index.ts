import type { PageModule } from '@/lib/page-module';
import { GalleryPage } from './gallery-page';

/** The gallery domain's screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { Gallery: GalleryPage };
