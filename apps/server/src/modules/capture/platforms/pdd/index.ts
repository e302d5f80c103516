// Pinduoduo (拼多多): the open-platform client and its local fake.
export { createPddClient, type PddClient } from './client';
export { startPddFake, type PddFakeOptions } from './fake';
export { pddStatus } from './orders';
export { PDD_AUTH_HOST, PDD_AUTH_PATH, PDD_CODE, PDD_WINDOW_SECONDS } from './protocol';
export { pddSign } from './sign';
