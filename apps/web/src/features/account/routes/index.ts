import type { PageModule } from '@/lib/page-module';
import { AccountCenterPage } from './account-center-page';
import { AccountSettingsPage } from './account-settings-page';

/** The account domain's screens, by route name (one lazy chunk, see app/pages.ts). */
export const pages: PageModule = { AccountCenter: AccountCenterPage, AccountSettings: AccountSettingsPage };
