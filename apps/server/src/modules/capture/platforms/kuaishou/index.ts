// Kuaishou (快手电商): the merchant open-platform client and its local fake.
export { createKuaishouClient } from './client';
export { startKuaishouFake, type KuaishouFakeOptions } from './fake';
export { kuaishouStatus } from './orders';
export { KS_AUTH_HOST, KS_AUTH_PATH, KS_CALL, KS_CODE, KS_OAUTH } from './protocol';
export { kuaishouParam, kuaishouSign } from './sign';
