// Kuaishou (快手电商): the merchant open-platform client and its local fake.
export { createKuaishouClient, type KuaishouClient, KS_NO_MORE, KS_WINDOW_MS } from './client';
export { startKuaishouFake, type KuaishouFakeOptions } from './fake';
export { kuaishouStatus } from './orders';
export { KS_CODES, KS_OAUTH_CODES, kuaishouParam, kuaishouSign } from './sign';
