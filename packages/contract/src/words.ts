import { accountWords } from './account/words';
import { agentsWords } from './agents/words';
import { authWords } from './auth/words';
import { captureWords } from './capture/words';
import { complaintsWords } from './complaints/words';
import { coreWords } from './core-words';
import { galleryWords } from './gallery/words';
import { liveWords } from './live/words';
import { moneyWords } from './money/words';
import { ordersWords } from './orders/words';
import { securityWords } from './security/words';
import { statisticsWords } from './statistics/words';
import { storeWords } from './store/words';
import { teamWords } from './team/words';
import { topupWords } from './topup/words';

/**
 * Each domain's result codes and message keys (`<domain>/words.ts`), one line a domain (decision
 * 056): `Code` and `Msg` are their union. The keys' texts are in `<domain>/texts/<lang>.json`, one
 * file that the server's module and the web's pages of the domain both load.
 */
export const WORDS = {
  core: coreWords,
  auth: authWords,
  security: securityWords,
  gallery: galleryWords,
  account: accountWords,
  money: moneyWords,
  orders: ordersWords,
  complaints: complaintsWords,
  store: storeWords,
  agents: agentsWords,
  capture: captureWords,
  live: liveWords,
  topup: topupWords,
  statistics: statisticsWords,
  team: teamWords,
} as const;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;
type AllWords = (typeof WORDS)[keyof typeof WORDS];

/** One part (`codes` or `msg`) of every domain's words in one object; words.test.ts refuses a name or value twice. */
export const mergeWords = <Part extends 'codes' | 'msg'>(part: Part) =>
  Object.assign({}, ...Object.values(WORDS).map((words) => words[part])) as UnionToIntersection<
    AllWords[Part]
  >;
