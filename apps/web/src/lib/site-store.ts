import { create } from 'zustand';
import type { WebsiteInfo } from '@console/contract';

/** Site info from POST /website/init: logo, store name and filing number of the auth pages. */
export const useSite = create<{ site: WebsiteInfo | null }>(() => ({ site: null }));

export const setSite = (site: WebsiteInfo): void => useSite.setState({ site });
