// Examples Kuaishou and its SDKs publish, kept as they were published (the source of each above
// it). The golden tests hold the client to them; nothing here is of our making. Not used by the
// server.

/**
 * The signed request of Kuaishou's own demo repository: kwaishopTradePlatform/
 * kwaishop-digital-access-demo, kwaishop-digital-access-proxy/kwaishop-digital-access-proxy-impl/
 * src/main/java/com/kwaishop/digital/access/demo/proxy/common/utils/HttpClientUtils.java, `main`
 * (its sign secret: the same file and kwaishop-digital-access-starter/src/main/resources/
 * application.yml). `param` is published URL-encoded (a `+` for the space); decoded here.
 */
export const DEMO_SIGNED_REQUEST = {
  signSecret: '7482bac6555ee7a3184bcc48f4ef05cd',
  params: {
    access_token:
      'ChFvYXV0aC5hY2Nlc3NUb2tlbhJQR0DhKq37uZEXa5vVPsltqIMkm9CAY89zVHxJNG8RJ6znH2oX56s3PY8o49BZIkA9JP9-WuWn6CvzXl64zeEhYbsXh-wCpjxyGi9LmWLMWTEaEu874KGvz723CPikM0lrNGlXMyIgaoY9PaVA3FZ9q_vNvX6kVlTDAP-_IZp-lEazzjM9XsgoDzAB',
    method: 'open.seller.order.refund.pcursor.list',
    param: decodeURIComponent(
      '%7B%22beginTime%22%3A1650844800000%2C%22endTime%22%3A1650931200000%2C%22type%22%3A9%2C%22pageSize%22%3A10%2C%22currentPage%22%3A1%2C%22queryType%22%3A1%2C%22negotiateStatus%22%3A0%2C%22pcursor%22%3A%22+%22%7D'.replace(
        /\+/g,
        ' ',
      ),
    ),
    appkey: 'ks683702719562282620',
    version: '1',
    signMethod: 'MD5',
    timestamp: '1652691410482',
  },
  sign: '27b2ddec3ab555c1edaf9fd902948321',
};

/**
 * The sorted parameters the platform's signing page shows (API调用说明 §4, 签名算法说明: "根据上面的示例
 * 得到的排序结果为"; copy in AndersonBY/kwaixiaodian-python-sdk, docs/开发指南和规则协议/开发文档/
 * API调用说明.md), to which `&signSecret=…` is appended before hashing.
 */
export const DOC_SIGN_INPUT = {
  params: {
    access_token: 'xxx',
    appkey: 'ks123',
    method: 'open.xxx.xxx',
    param: '{"title":"短袖", "relItemId":123456, "categoryId":12}',
    signMethod: 'MD5',
    timestamp: '1583271919000',
    version: '1',
  },
  sorted:
    'access_token=xxx&appkey=ks123&method=open.xxx.xxx&param={"title":"短袖", "relItemId":123456, "categoryId":12}&signMethod=MD5&timestamp=1583271919000&version=1',
};

/** API调用说明 §3's request URL (same copy): each method at its path, the common parameters. */
export const DOC_REQUEST_URL =
  'https://openapi.kwaixiaodian.com/open/xxx/xxx/xxx?appkey=ksxxxxx&method=open.xxx.xxx.xxx&version=1&param=xxxxxxx&access_token=xxxxxxxxxxxxxx&timestamp=158888888888&signMethod=MD5&sign=xxxxxx';

/** APP授权说明 §2.2's authorization page (same copy, docs/…/APP授权说明.md). */
export const DOC_AUTHORIZE_URL =
  'https://open.kwaixiaodian.com/oauth/authorize?app_id=xxx&redirect_uri=xxx&scope=xxx,xxx&response_type=code&state=xxx';

/** FAQ K0006 (same copy, docs/开发者支持文档/开放平台/应用授权/K0006 - 错误信息：AUTHORIZATION_REVOKED.md). */
export const FAQ_REVOKED = '{"result":24,"error_msg":"AUTHORIZATION_REVOKED"}';
/** FAQ K0005 (…/应用授权/K0005 - API接口返回 主账号不存在.md). */
export const FAQ_NO_MAIN_ACCOUNT = '{"result":26,"data":null,"error_msg":"主账号不存在"}';
/** FAQ K0008 (…/应用授权/K0008 - 错误信息：refreshToken.discarded.md). */
export const FAQ_REFRESH_DISCARDED =
  '{"result":100200102,"error":"access_denied","error_msg":"refreshToken.discarded"}';
/**
 * FAQ K1008 (…/API调用/K1008 - API调用触发限流告警.md): the words of a QPS limit (case 3) and of a
 * day's quota (case 4). The FAQ gives the words, not the answer's `result`.
 */
export const FAQ_QPS_WORDS =
  'Exceed qps limit, KEY [apiId:open.order.desensitise.batch;appkey:ks669347498428231705], MAX_QPS [300.0]';
export const FAQ_QUOTA_WORDS =
  '[1017] exceed quota limit,[apiId:open.item.category.suggested.get;primaryUserId:3649418105]';

/**
 * An order as the platform answers it (its `orderBaseInfo`, `orderItemInfo`, `orderRefundList`):
 * the answer example of Agiso's 快手自动发货 (AldsKwai) API document, 订单查询 `/Order/Detail`,
 * whose `Data` is Kuaishou's order (public code index copy, file id 51973207482). Its comments
 * are left out; it has no `orderAddress`.
 */
export const AGISO_ORDER = `{
  "orderBaseInfo":{"oid":2215900041470428,"payTime":1654661152607,"buyerNick":"D**",
    "sellerOpenId":"f198e61793ab2da214bf5724a6dece4f","sellerNick":"PRO个性定制","expressFee":0,
    "discountFee":0,"totalFee":20,"status":40,"sendTime":1654661155041,"refundTime":0,
    "createTime":1654661142714,"updateTime":1656390182523,"remark":"","theDayOfDeliverGoodsTime":120,
    "preSale":0,"recvTime":0,"coType":0,"commentStatus":0,"payType":2,"riskCode":0},
  "orderItemInfo":{"skuId":888390671925,"relSkuId":0,"skuDesc":"按压式真空酒塞","skuNick":"",
    "itemId":888390669925,"relItemId":541831153308,
    "itemTitle":"保鲜可抽真空红酒塞不锈钢葡萄酒瓶塞 红酒塞子酒具用品",
    "itemLinkUrl":"https://app.kwaixiaodian.com/merchant/shop/detail?id=888390669925&hyId=kwaishop&layoutType=4",
    "itemPicUrl":"https://u1-000.ecukwai.com/ufile/adsocial/cb29d776-927d-41ef-9474-7a8ee29b3fea.jpg",
    "num":2,"originalPrice":10,"discountFee":0,"price":10,"itemType":1,"goodsCode":"","warehouseCode":"",
    "orderItemId":46745568318428,"goodStoreCode":0},
  "orderRefundList":[{"refundId":10987654,"refundStatus":10}],
  "orderLogisticsInfo":[{"expressNo":"2215900041470428","expressCode":"9999"}],
  "orderNote":{"sellerNote":[]},
  "orderFlag":{"flag":["grey_flag_tag_order"]}
}`;
