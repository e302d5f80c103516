import type { TopupProvider } from '../provider';
import { juheCallback } from './callback';
import { createJuheClient } from './client';
import { startJuheFake } from './fake';
import { itemIdOfOrderId, JUHE_URL, type JuheCredentials, juheOrderId } from './protocol';
import { juheCredentials } from './settings';

/** 聚合数据 (Juhe Data) 话费充值, API 85: TOPUP_PROVIDER=juhe. */
export const juhe: TopupProvider<JuheCredentials> = {
  name: 'juhe',
  defaultUrl: JUHE_URL,
  credentials: juheCredentials,
  orderIdOf: juheOrderId,
  itemIdOf: itemIdOfOrderId,
  client: createJuheClient,
  callback: juheCallback,
  startFake: startJuheFake,
};
