// The agents domain's public entry: what other domains may use.
export { verifyDistributionDaily } from './distribution-verify';
