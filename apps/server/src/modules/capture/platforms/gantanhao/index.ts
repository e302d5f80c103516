// Gantanhao (91敢探号): push only. The callback format (decision 016) and its local fake.
export {
  checkGantanhaoCredentials,
  checkGantanhaoPush,
  GANTANHAO_EVENT_TYPES,
  GANTANHAO_SIGNATURE_HEADER,
  GANTANHAO_TIMESTAMP_HEADER,
  GANTANHAO_WINDOW_SECONDS,
  type GantanhaoEvent,
  type GantanhaoEventType,
  type GantanhaoPush,
  gantanhaoPushSchema,
  GantanhaoReplayGuard,
  gantanhaoStatus,
  parseGantanhaoPush,
  signGantanhaoPush,
} from './push';
export {
  type GantanhaoDelivery,
  type GantanhaoFake,
  type GantanhaoFakeOptions,
  startGantanhaoFake,
} from './fake';
