import { ApiPath, type AccountProfile, type SaveStorePayload } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /account/saveStore`: store name and logo (an image of the library, null for none). */
export const saveStore = (payload: SaveStorePayload) => post<AccountProfile>(ApiPath.saveStore, payload);
