import { ApiPath, type WebsiteInfo } from '@console/contract';
import { post } from '@/lib/http';

/** Public site info (no token needed): logo, store name, filing number, default language. */
export const fetchWebsiteInfo = () => post<WebsiteInfo>(ApiPath.websiteInit, {}, { skipAlert: true });
