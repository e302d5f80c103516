import { ApiPath, type AccountProfile, type SaveServicePayload } from '@console/contract';
import { post } from '@/lib/http';

/** `POST /account/saveService`: what the service widget shows (library QR images and a phone). */
export const saveService = (payload: SaveServicePayload) =>
  post<AccountProfile>(ApiPath.saveService, payload);
