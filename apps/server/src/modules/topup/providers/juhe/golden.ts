// Golden fixtures of Juhe's 话费充值 (API 85): the example requests and answers its documentation
// and Juhe's own sample code publish, copied as published, each with where it was taken from.
// golden.test.ts checks the client's building and reading against them. Nothing here is ours;
// where a published example cannot be reproduced (its sign needs an OpenID that is not
// published), the test says what it checks instead.

/**
 * The order call's documented example ("请求示例"), as in the copy of the documentation at
 * https://blog.csdn.net/chongjue1532/article/details/100803010 and in an iOS sample's comment
 * (the same URL, the key spelled `KEY`). Its sign was made with an OpenID not published.
 */
export const ORDER_REQUEST_EXAMPLE =
  'http://op.juhe.cn/ofpay/mobile/onlineorder?key=KEY&phoneno=18913513535&cardnum=100&orderid=2014111111113&sign=fb1ed32a9540c24b03cc0c06aabbb642';

/**
 * The order call's answer ("JSON返回示例"), from Juhe's Go sample code ("手机话费充值调用示例代码 －
 * 聚合数据", appwilldev/sharetrace controllers/juhehuafei.go at 066ddfc, comment of
 * `JHHFOnlineOrder`), the per-field comments dropped. Note the types: `ordercash` a number,
 * every other value a string, `cardnum` the quantity ("数量"), not the face amount.
 */
export const ORDER_ANSWER_EXAMPLE = `{
    "reason": "订单提交成功，等待充值",
    "result": {
        "cardid": "1900212",
        "cardnum": "1",
        "ordercash": 49.25,
        "cardname": "江苏电信话费50元直充",
        "sporder_id": "20141120174602882",
        "uorderid":"2014123115121",
        "game_userid": "18913515122",
        "game_state": "0"
    },
    "error_code": 0
}`;

/** The status query's answer, same source (comment of `JHHFOrderSta`): "状态 1:成功 9:失败 0：充值中". */
export const QUERY_ANSWER_EXAMPLE = `{
    "reason": "查询成功",
    "result": {
        "uordercash": "5.000",
        "sporder_id": "20150511163237508",
        "game_state": "1"
    },
    "error_code": 0
}`;

/**
 * The callback's documented fields, in the documented order, with their documented types
 * (https://cnblogs.com/annie00/p/5844632.html, "聚合数据话费充值回调格式"): POST, "普通参数键值对，
 * 非json". Juhe publishes no filled-in example body.
 */
export const CALLBACK_FIELDS = [
  ['sporder_id', 'string', '聚合订单号'],
  ['orderid', 'string', '用户自定义的单号'],
  ['sta', 'int', '充值状态1:成功 9:失败'],
  ['sign', 'string', '校验值,md5(appkey+sporder_id+orderid) 32位小写'],
  ['err_msg', 'string', '状态描述信息(暂只支持油卡业务)'],
] as const;

/** "处理成功请返回：success" (same page). */
export const CALLBACK_ANSWER = 'success';
