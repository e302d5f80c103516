// Pinduoduo (拼多多): the open-platform client and its local fake.
export { createPddClient, type PddClient, PDD_WINDOW_SECONDS } from './client';
export { startPddFake, type PddFakeOptions } from './fake';
export { pddStatus } from './orders';
export { PDD_CODES, pddSign } from './sign';
