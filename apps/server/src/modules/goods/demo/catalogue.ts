import type { Carrier } from '@console/contract';
import { BROADBAND_AND_TELECOM } from './catalogue-telecom';
import { MOBILE_AND_UNICOM } from './catalogue-mobile';

/** A goods of the demo catalogue; money as exact decimal strings. */
export interface DemoGoods {
  carrier: Carrier;
  name: string;
  desc: string;
  fee: string;
  dataGb: number;
  minutes: number;
  age: [number, number];
  reward: string;
  /** Settles on activation, or on a first recharge of at least this many yuan. */
  firstRecharge?: string;
  /** Province or city codes; absent: nationwide. */
  areas?: string[];
  offSale?: true;
}

// Plans as carriers sell them through resellers: a monthly fee with general + directional data,
// call minutes, an age window for the real-name check, and the reseller's commission.
export const DEMO_GOODS: readonly DemoGoods[] = [...MOBILE_AND_UNICOM, ...BROADBAND_AND_TELECOM];

/** Cover colours per carrier (the covers are drawn, not photos). */
export const CARRIER_COLORS: Record<Carrier, string> = {
  mobile: '#0a8fdc',
  unicom: '#e60027',
  telecom: '#2c6ecb',
  broadcast: '#7b2d8e',
};
