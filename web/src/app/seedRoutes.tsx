import { aliasPage } from './aliasPage'
import { firstParam, type AliasQuery } from './aliasUrl'
import { EntryPage } from './EntryPage'
import { lazyPage, type LazyPage } from './lazyPage'
import { PAGE } from './pagePaths'

// The seed's names for the parameters our pages read.
const ORDER_ID_NAMES = ['orderId', 'orderNo', 'order_no', 'orderSn', 'id']
const ORDER_ID: AliasQuery = { rename: { order_id: ORDER_ID_NAMES } }
const COUPON_CODE_NAMES = ['code', 'coupon_code', 'couponNo']
const COUPON_CODE: AliasQuery = { rename: { couponCode: COUPON_CODE_NAMES } }

/**
 * Issue 21: the seed screens that were still "coming soon". Most are the seed's other names of
 * pages we have (its order list and order detail in three packages, its coupon wallets, its pay
 * pages); they redirect there with the query kept. The rest are pages of their own; the screens
 * only the mini-program host could show explain and lead to the web page that does the job.
 */
export function seedPages(): Record<string, LazyPage> {
  const hostOnly = lazyPage(() => import('../features/info/HostOnlyPage'))
  const webview = lazyPage(() => import('../features/info/WebViewPage'))
  return {
    [PAGE.proxyReg]: hostOnly,
    [PAGE.subComponents]: hostOnly,
    [PAGE.memberAuth]: hostOnly,
    [PAGE.thirdRegister]: hostOnly,
    // The seed's goods group is a category of the menu, its goods detail one goods of it.
    [PAGE.goodsGroup]: aliasPage(PAGE.storeGoods, { rename: { cid: ['groupId', 'goodsGroupId', 'categoryId', 'id'] } }),
    [PAGE.goodsDetail]: aliasPage(PAGE.storeGoods, { rename: { goods_id: ['goodsId', 'id'] } }),
    [PAGE.allOrderList]: aliasPage(PAGE.orderList),
    [PAGE.myOrderList]: aliasPage(PAGE.orderList),
    [PAGE.memberOrderDetail]: aliasPage(PAGE.orderDetail, ORDER_ID),
    [PAGE.myOrderDetail]: aliasPage(PAGE.orderDetail, ORDER_ID),
    // Picking an order is what asking for a receipt starts with (the paid orders to choose from).
    [PAGE.selectOrder]: aliasPage(PAGE.invoiceOrders),
    [PAGE.cityList]: lazyPage(() => import('../features/stores/CityListPage')),
    [PAGE.guide]: lazyPage(() => import('../features/info/GuidePage')),
    [PAGE.storeMap]: aliasPage(PAGE.storeDetail, { rename: { sid: ['storeId', 'store_id', 'shopId', 'id'] } }),
    [PAGE.stopMaintain]: lazyPage(() => import('../features/info/MaintenancePage')),
    [PAGE.publicAgreement]: aliasPage(PAGE.richText, { defaults: { type: 'userPrivacyTreaty' } }),
    [PAGE.memberAgreement]: aliasPage(PAGE.richText, { defaults: { type: 'memberTreaty' } }),
    [PAGE.agreementMini]: aliasPage(PAGE.richText, { defaults: { type: 'memberTreaty' } }),
    [PAGE.prepayment]: aliasPage(PAGE.pay, ORDER_ID),
    [PAGE.memberPay]: aliasPage(PAGE.pay, ORDER_ID),
    [PAGE.memberChoicePay]: aliasPage(PAGE.pay, ORDER_ID),
    [PAGE.webview]: webview,
    [PAGE.webviewMini]: webview,
    [PAGE.customerWebview]: lazyPage(() => import('../features/info/CustomerServicePage')),
    // The delivery web view followed a delivery order: our order page tracks it; a plain link opens as any web view.
    [PAGE.customWebview]: aliasPage((search) => (firstParam(search, ['order_id', ...ORDER_ID_NAMES]) ? PAGE.orderDetail : PAGE.webview), ORDER_ID),
    // A scanned code's address carries what the entry page reads (spec 001 §2 scan entry).
    [PAGE.scanRedirect]: { Page: EntryPage, preload: () => undefined },
    [PAGE.groupBuying]: aliasPage(PAGE.groupMeal, { rename: { uniqueId: ['unique_id', 'groupId', 'id'] } }),
    [PAGE.exchangeGoods]: aliasPage(PAGE.couponGoods, COUPON_CODE),
    [PAGE.exchangeGoodsMini]: aliasPage(PAGE.couponGoods, COUPON_CODE),
    [PAGE.promotionBogo]: aliasPage(PAGE.couponGoods, COUPON_CODE),
    [PAGE.myCardVoucher]: aliasPage(PAGE.voucherList),
    [PAGE.myVoucherList]: aliasPage(PAGE.voucherList),
    [PAGE.historyCoupon]: aliasPage(PAGE.voucherList, { defaults: { tab: 'history' } }),
    [PAGE.couponRecord]: aliasPage(PAGE.voucherList, { defaults: { tab: 'gifting' } }),
    // Exchanging a code for coupons: the voucher centre's redemption box.
    [PAGE.moneyChanger]: aliasPage(PAGE.voucherCenter),
    [PAGE.exchangeRecord]: aliasPage(PAGE.mallOrders),
    [PAGE.versionList]: lazyPage(() => import('../features/info/VersionListPage')),
    [PAGE.advertisement]: lazyPage(() => import('../features/info/AdvertisementPage')),
    [PAGE.thirdVoucherList]: lazyPage(() => import('../features/coupons/ThirdVoucherListPage')),
    [PAGE.thirdVoucherDetail]: aliasPage((search) => (firstParam(search, ['couponCode', ...COUPON_CODE_NAMES]) ? PAGE.voucherDetail : PAGE.thirdVoucherList), COUPON_CODE),
  }
}
