// The answers answer-bytes.ts sends, shaped as the console's (the envelope, its Chinese `msg`):
// a year by day (366 rows of figures: ASCII but the message), an agent's year by shop (1,400
// rows with Chinese shop and merchant names, about 350 KB) and an order list's page (20 rows).
const figures = (i: number) => ({
  orders: 100 + i,
  submitted: 90 + i,
  approved: 80,
  rejected: 5,
  shipped: 70,
  activated: 60,
  recharged: 50,
  settled: 40 + (i % 7),
  commission: `${1000 + i}.50`,
});

const ROWS = {
  day: () =>
    Array.from({ length: 366 }, (_, i) => ({
      day: `2026-${String(1 + (i % 12)).padStart(2, '0')}-01`,
      ...figures(i),
    })),
  shop: () =>
    Array.from({ length: 1_400 }, (_, i) => ({
      merchant_id: 100_000 + i,
      channel: 'douyin',
      merchant_name: `华东通信分销第${i}店`,
      cost: '1200.00',
      roi: 1.25,
      // A merchant's channel has parts only where its orders came through a captured shop.
      shops:
        i % 4
          ? []
          : [
              {
                shop_id: i,
                shop_name: `抖音直播间${i}号`,
                platform: 'douyin',
                cost: null,
                roi: null,
                ...figures(i),
              },
            ],
      ...figures(i),
    })),
  list: () =>
    Array.from({ length: 20 }, (_, i) => ({
      id: 9_000_000 + i,
      order_no: `D2026120100${i}`,
      goods_name: '联通山东福卡 29元',
      customer_name: '孔*健',
      phone: '138****0000',
      province: '四川省',
      city: '成都市',
      status: 'settled',
      create_time: '2026-12-01 08:00:00',
      ...figures(i),
    })),
};
/** Calls a round for each: about as many seconds of the server's work. */
export const CALLS_OF = { day: 2_000, shop: 300, list: 3_000 };
export type AnswerSize = keyof typeof ROWS;
export const ANSWER_SIZES = Object.keys(ROWS) as AnswerSize[];

export const answerOf = (size: AnswerSize) => ({ code: 1, msg: '操作成功', data: { rows: ROWS[size]() } });
