// Examples Pinduoduo publishes, kept as they were published (data, not code): the client is tested
// against them in golden.test.ts. Each names where it comes from. Values like "str", 0 and "1" are
// the platform's own placeholders.

/**
 * The error example every API page shows (异常示例), e.g.
 * https://open.pinduoduo.com/application/document/api?id=pdd.goods.list.get
 */
export const GOLDEN_ERROR = `{
  "error_response": {
    "error_msg": "公共参数错误:type",
    "sub_msg": "",
    "sub_code": null,
    "error_code": 10001,
    "request_id": "15440104776643887"
  }
}`;

/** 响应示例 of https://open.pinduoduo.com/application/document/api?id=pdd.goods.list.get */
export const GOLDEN_GOODS_LIST = `{
  "goods_list_get_response": {
    "goods_list": [
      {
        "created_at": 0,
        "goods_id": 0,
        "goods_name": "str",
        "goods_quantity": 0,
        "goods_reserve_quantity": 0,
        "image_url": "str",
        "is_more_sku": 0,
        "is_onsale": 0,
        "sku_list": [
          {
            "is_sku_onsale": 0,
            "outer_goods_id": "str",
            "outer_id": "str",
            "reserve_quantity": 0,
            "sku_id": 0,
            "sku_quantity": 0,
            "spec": "str",
            "spec_details": [
              {
                "parent_id": 0,
                "parent_name": "str",
                "spec_id": 0,
                "spec_name": "str",
                "spec_note": "str"
              }
            ]
          }
        ],
        "thumb_url": "str"
      }
    ],
    "total_count": 0
  }
}`;

/**
 * An order row of 响应示例 of https://open.pinduoduo.com/application/document/api?id=pdd.order.list.get
 * (the fields the increment call's class shares with it; the rest of the example left out). Its
 * `updated_at` is the placeholder "1", not a date.
 */
export const GOLDEN_ORDER_ROW = {
  address: '1',
  after_sales_status: 1,
  city: '1',
  confirm_status: 1,
  confirm_time: '1',
  created_time: '1',
  item_list: [
    {
      goods_count: 1,
      goods_id: '1',
      goods_img: '1',
      goods_name: '1',
      goods_price: 1.0,
      goods_spec: '1',
      outer_goods_id: '1',
      outer_id: '1',
      sku_id: '1',
    },
  ],
  order_sn: '1',
  order_status: 1,
  province: '1',
  receiver_address: '1',
  receiver_address_mask: 'str',
  receiver_name: '1',
  receiver_name_mask: 'str',
  receiver_phone: '1',
  receiver_phone_mask: 'str',
  refund_status: 1,
  risk_control_status: 0,
  town: '1',
  updated_at: '1',
};

/**
 * The SDK's example request of the increment call: the parameters its request class sets
 * (brisk21/shopping-guide vendor/pdd/example/PddOrderNumberListIncrementGet.php, the official PHP
 * SDK's example; dawn-frost/pdd-sdk src/Api/Request/PddOrderNumberListIncrementGetRequest.php).
 */
export const GOLDEN_INCREMENT_PARAMS = [
  'is_lucky_flag',
  'order_status',
  'start_updated_at',
  'end_updated_at',
  'page_size',
  'page',
  'refund_status',
  'trade_type',
  'use_has_next',
];

/**
 * The merchant authorization address of the platform's guide (授权说明, 拼多多店铺 · WEB端网页授权,
 * as copied at https://diansan.com/n/128334.htm) with the example values of its older guide
 * (https://mai.pinduoduo.com/autopage/83_static_3/index.html).
 */
export const GOLDEN_AUTHORIZATION_URL =
  'https://fuwu.pinduoduo.com/service-market/auth?response_type=code&client_id=4b6**********************672e4c9a&redirect_uri=https://www.oauth.net/2/&state=1212';
