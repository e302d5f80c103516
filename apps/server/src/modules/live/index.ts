// The live domain's public entry: what other domains may use.
export { verifyLiveAnchorDaily } from './anchor-daily-verify';
