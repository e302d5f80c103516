// Doudian's answers as they were published, kept as text (a parser must meet them as they come,
// 19-digit numbers bare). Each names where it was published; golden.test.ts runs the client
// against them. Data, not code: nothing here is written by this project but the comments and the
// wrappers marked as ours. Not used by the server.

/**
 * token.create (grant_type authorization_self, shop_id "2962985") as the live platform answered
 * it, recorded in a comment of lindejin/eshop-plat-api,
 * src/test/java/com/eshop/douyin/TestDouyinAuthCallService.java (tokenCreate): no `err_no`,
 * `expires_in` a lifetime in seconds, `shop_id` a bare number.
 */
export const TOKEN_CREATE_ANSWER =
  '{"code":10000,"msg":"success","sub_code":"","sub_msg":"","data":{"token_type":0,"access_token":"hfd86q0wc81lgwk7oxkf6er00001ri95-11","scope":"SCOPE","shop_name":"BAGSMART官方旗舰店","toutiao_id":"676919174504088","authority_id":null,"expires_in":604800,"shop_biz_type":0,"auth_subject_type":null,"encrypt_operator":"","operator_name":"","shop_id":2962985,"refresh_token":"2lrj1rges01lgwk7oxkf6er00001ri95-12"},"log_id":"202512041756193F188E2A6C7F76DAC003"}';

/**
 * token.refresh four days later, same file (tokenRefresh): refreshed more than an hour before its
 * end, the same pair comes back with what it has left (286,546 s), as TokenCreateData says.
 */
export const TOKEN_REFRESH_ANSWER =
  '{"code":10000,"msg":"success","sub_code":"","sub_msg":"","data":{"auth_subject_type":null,"shop_id":2962985,"shop_biz_type":0,"access_token":"hfd86q0wc81lgwk7oxkf6er00001ri95-11","scope":"SCOPE","shop_name":"BAGSMART官方旗舰店","expires_in":286546,"refresh_token":"2lrj1rges01lgwk7oxkf6er00001ri95-12","authority_id":null},"log_id":"20251208102034DCFF3ABA2142CC634C13"}';

/**
 * One shop order of order.searchList's documented answer (op.jinritemai.com/docs/api-docs/15/555,
 * the 2021 version: receiver in clear, before the encrypt_* fields), copied into
 * wangli777/sdk4-jinritemai, src/main/java/com/sdk4/jinritemai/model/bean/DoudianShopOrder.java.
 * Its `product_id` 3473196049974326300 is as that copy has it (the official Java SDK's example is
 * 3473196049974326153: the copier's tool had already rounded it through a double).
 */
export const SEARCH_LIST_ORDER =
  '{"shop_id":77977,"shop_name":"刘好好严选","open_id":"23431434","order_id":"4781320682406083640","order_level":2,"biz":1,"biz_desc":"鲁班","order_type":0,"order_type_desc":"普通订单","trade_type":1,"trade_type_desc":"拼团","order_status":3,"order_status_desc":"待支付","main_status":103,"main_status_desc":"部分支付","pay_time":1617355413,"order_expire_time":1800,"finish_time":1617355413,"create_time":1617355413,"update_time":1617355413,"cancel_reason":"不想要","buyer_words":"要xxx","seller_words":"注意XX","b_type":1,"b_type_desc":"抖音","sub_b_type":1,"sub_b_type_desc":"小程序","app_id":43545454556,"pay_type":1,"channel_payment_no":"PAY234532534534","order_amount":600,"pay_amount":500,"post_amount":10,"post_insurance_amount":10,"modify_amount":-10,"modify_post_amount":-1,"promotion_amount":1000,"promotion_shop_amount":100,"promotion_platform_amount":100,"shop_cost_amount":100,"platform_cost_amount":100,"promotion_talent_amount":100,"promotion_pay_amount":10,"post_tel":"12345678911","post_receiver":"张三","post_addr":{"province":{"name":"北京市","id":"110000"},"city":{"name":"市辖区","id":"110000"},"town":{"name":"海淀区","id":"110000"},"street":{"name":"中关村街道","id":"110000"},"detail":"丹棱街1号"},"exp_ship_time":1617355413,"ship_time":1617355413,"logistics_info":[{"tracking_no":"3617355413","company":"shunfeng","ship_time":1617355413,"delivery_id":"shunfeng_3617355413","company_name":"顺丰","product_info":[{"product_name":"苹果","price":1000,"outer_sku_id":"sdfa","sku_id":3254535,"sku_specs":[{"name":"颜色","value":"蓝"}],"product_count":2,"product_id":3473196049974326300,"sku_order_id":"4781320682406083640"}]}],"sku_order_list":[{"order_id":"4781320682406083640","parent_order_id":"4781320682406083640","order_level":3,"biz":1,"biz_desc":"鲁班","order_type":0,"order_type_desc":"普通订单","trade_type":1,"trade_type_desc":"拼团","order_status":3,"order_status_desc":"待支付","main_status":103,"main_status_desc":"部分支付","pay_time":1617355413,"order_expire_time":1800,"finish_time":1617355413,"create_time":1617355413,"update_time":1617355413,"cancel_reason":"不想要","b_type":1,"b_type_desc":"抖音","sub_b_type":1,"sub_b_type_desc":"小程序","send_pay":1,"send_pay_desc":"鲁班广告","author_id":324234453,"author_name":"XXXX","theme_type":"1","theme_type_desc":"直播间","app_id":43545454556,"room_id":43545454556,"content_id":"43545454556","video_id":"43545454556","origin_id":"43545454556","cid":43545454556,"c_biz":1,"c_biz_desc":"鲁班广告","page_id":43545454556,"pay_type":1,"channel_payment_no":"PAY234532534534","order_amount":600,"pay_amount":500,"post_insurance_amount":10,"modify_amount":-10,"modify_post_amount":-1,"promotion_amount":1000,"promotion_shop_amount":100,"promotion_platform_amount":100,"shop_cost_amount":100,"platform_cost_amount":100,"promotion_talent_amount":100,"promotion_pay_amount":10,"code":"djfafj","post_tel":"12345678911","post_receiver":"张三","post_addr":{"province":{"name":"北京市","id":"110000"},"city":{"name":"市辖区","id":"110000"},"town":{"name":"海淀区","id":"110000"},"street":{"name":"中关村街道","id":"110000"},"detail":"丹棱街1号"},"exp_ship_time":1617355413,"ship_time":1617355413,"logistics_receipt_time":1617355413,"confirm_receipt_time":1617355413,"goods_type":1,"product_id":3473196049974326300,"sku_id":3254535,"spec":[{"name":"颜色","value":"蓝"}],"first_cid":20005,"second_cid":20174,"third_cid":20174,"fourth_cid":20174,"out_sku_id":"43564553","supplier_id":"fsgfgsdg","out_product_id":"432655662343","warehouse_ids":["49574835439","954764056"],"out_warehouse_ids":["49574835439","954764056"],"inventory_type":"2","inventory_type_desc":"普通库存","reduce_stock_type":1,"reduce_stock_type_desc":"下单减库存","origin_amount":100,"has_tax":true,"item_num":2,"sum_amount":200,"source_platform":"XXX","product_pic":"https:xxxxx","is_comment":1,"product_name":"衣服","inventory_list":[{"warehouse_id":"3141234234324","out_warehouse_id":"3254234234234","inventory_type":1,"inventory_type_desc":"普通库存","count":2}],"post_amount":1,"pre_sale_type":1,"after_sale_info":{"after_sale_status":6,"after_sale_type":1,"refund_status":1}}],"seller_remark_stars":1,"order_phase_list":[{"phase_order_id":"4781320682406083640","total_phase":2,"current_phase":1,"pay_success":true,"sku_order_id":"4781320682406083640","campaign_id":3214324342342,"phase_payable_price":100,"phase_pay_type":1,"phase_open_time":1617355413,"phase_pay_time":1617355413,"phase_close_time":1617355413,"channel_payment_no":"PAY34243247134325","phase_order_amount":100,"phase_sum_amount":100,"phase_post_amount":100,"phase_pay_amount":100,"phase_promotion_amount":100,"current_phase_status_desc":"已开始但未支付","sku_price":100}],"doudian_open_id":"#zuLyd4U4J3p+czzXkwg+ZQ673h7KTcrKOddb5iPGAAE0K3MYJmgXEXof9LDtoScAfMKvdVRqpAL4CEI3SrLwYATIzTF9Qw=="}';

/**
 * The envelope around a published `data` (ours: the published examples give the fields one by
 * one), as the recorded answers above have it.
 */
export const answerOf = (data: string) =>
  `{"code":10000,"msg":"success","sub_code":"","sub_msg":"","data":${data},"log_id":"202512041756193F188E2A6C7F76DAC003"}`;

/**
 * product.listV2's product with the official Java SDK's published example values
 * (com.doudian.open.api.product_listV2.data.DataItem, @OpField example of each field; the index
 * that holds that SDK copy does not name its repository): product_id 3472490447010721067 is past
 * 2^53. The page fields (total, page, size) are ours.
 */
export const PRODUCT_LIST_DATA =
  '{"data":[{"product_id":3472490447010721067,"status":0,"check_status":2,"market_price":200,"discount_price":100,"img":"https://p3-aio.ecombdimg.com/obj/ecom-shop-material/v1_xPfNJOkX_71153427046487984750183_661ff1f563801d97f382e0ac114a09e6_sx_805824_www933-933","name":"夏季男生白色短袖","pay_type":1,"product_type":0,"spec_id":1737144307943485,"cos_ratio":0,"create_time":1619160933,"update_time":1619161933,"out_product_id":1617004369,"outer_product_id":"dy001","is_package_product":true,"package_product_list":[3472490447010721067],"sub_product_list":[3472490447010721067]}],"total":1,"page":1,"size":100}';

/**
 * sku.list's SKU with the same SDK's example values (com.doudian.open.api.sku_list.data.DataItem):
 * `data` is the list itself (SkuListResponse of zsmhub/doudian-sdk,
 * api/sku_list/response/sku_list_response.go).
 */
export const SKU_LIST_DATA =
  '[{"sku_status":true,"id":1736402086955032,"open_user_id":0,"out_sku_id":0,"product_id":3557453527615939930,"spec_detail_id1":1737037851057159,"spec_detail_id2":0,"spec_detail_id3":0,"spec_detail_name1":"默认","spec_detail_name2":"","spec_detail_name3":"","price":12,"settlement_price":12,"spec_id":1737037851056167,"create_time":1621611875,"code":"dy001","sku_type":0,"supplier_id":"333","stock_num":100,"prehold_stock_num":50,"prom_stock_num":50,"step_stock_num":100,"prehold_step_stock_num":20,"prom_step_stock_num":100,"stock_map":{},"prehold_stock_map":{},"product_id_str":"3557453527615939930","is_suit":0,"suit_num":0,"volume":0,"normal_stock_num":11,"channel_stock_num":11}]';

/**
 * The platform's refusals by code, sub code and words, as renhonghai/doudian-sdk publishes them in
 * src/Constants/ErrNoConstant.php (ERROR_CODE_MESSAGE, ERROR_CODE_DETAIL_MESSAGE), and the one of
 * chrisis58/doudian2-spring-boot-starter, doudian2-spring-boot-common/src/main/java/cn/teacy/
 * common/constant/ApiResponseConstant.java (REFRESH_TOKEN_NOT_EXIST).
 */
export const PUBLISHED_REFUSALS: [code: number, msg: string, subCode: string, subMsg: string][] = [
  [20000, '服务不可用', 'dop.service-error', '服务调用失败，请稍后重试'],
  [30001, '操作权限不足', 'dop.authorization-no-existed', '店铺授权已失效，请重新授权'],
  [30001, '操作权限不足', 'dop.authorization-closed', '店铺授权已被关闭，请联系商家打开授权开关'],
  [30001, '操作权限不足', 'dop.app-forbidden', '应用已被系统禁用'],
  [30001, '操作权限不足', 'isv.app-permissions-insufficient', '应用无权限调用该接口，请先申请接口权限包'],
  [40001, '缺少必选参数', 'isv.app-id-missing', '认证失败，app_key不存在'],
  [40001, '缺少必选参数', 'isv.access-token-missing', '认证失败，access_token不能为空'],
  [40003, '非法的参数', 'isv.signature-invalid', '签名校验失败'],
  [40003, '非法的参数', 'isv.access-token-expired', 'access_token已过期'],
  [40003, '非法的参数', 'isv.access-token-no-existed', 'access_token不存在，请使用最新的access_token访问'],
  [40003, '非法的参数', 'isv.access-token-invalid', 'app_key和access_token不匹配，请仔细检查'],
  [40003, '非法的参数', 'isv.timestamp-invalid', '时间戳不合法'],
  [
    50001,
    '平台处理失败',
    'dop.token-generate-failed:app-secret-invalid',
    '生成token失败，app_key不存在或者与app_secret不匹配',
  ],
  [
    50001,
    '平台处理失败',
    'dop.token-generate-failed:code-expired',
    '生成token失败，code已经失效（code的有效期为10分钟）',
  ],
  [
    50001,
    '平台处理失败',
    'dop.token-generate-failed:no-authorization',
    '生成token失败，店铺授权已失效，请重新引导商家完成店铺授权',
  ],
  [50001, '平台处理失败', 'dop.token-generate-failed:token-expired', '生成token失败，token已过期'],
  [50001, '平台处理失败', 'dop.token-generate-failed:token-invalid', '生成token失败，token不存在'],
  [50002, '业务处理失败', 'isv.business-failed:31009', '生成token失败, token不存在'],
  [60000, '触发限流，请稍后重试', 'isv.traffic-limited', '请求太频繁，请稍后重试'],
  [70000, '接口服务已下线', 'isp.api-service-off', 'API不存在或API已下线'],
];
