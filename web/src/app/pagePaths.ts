/**
 * Every page path of spec 000 §2 (and the exact forms spec 001 §2 gives), without a leading
 * slash. Paths the spec names only by page name get an `/index` leaf, as the mini-program did.
 * A path in this list is a real route: either a built page or the "coming soon" page.
 */
const family = (prefix: string, pages: string[]) => pages.map((page) => `${prefix}${page}`)
const unique = (paths: string[]) => [...new Set(paths)]

export const PAGE = {
  entry: 'pages/index/index',
  home: 'pages/home/index',
  storeGoods: 'pages/store/goods',
  integralMall: 'pages/integralMall/index',
  collectPrice: 'memberMinVolume/pages/collectPrice/index',
  mine: 'pages/member/mine/index',
  orderList: 'pages/order/index/index',
  chooseStore: 'pages/chooseStore/index',
  pcNotice: 'pages/public/pc/index',
  orderCreate: 'orderCreate/pages/order/create/index',
  orderDetail: 'mainFlow/pages/order/detail/index',
  storeDetail: 'mainFlow/pages/storeDeatil/index',
  foodSafety: 'infoManage/pages/foodSafety/index',
  tableGoods: 'tangshi/pages/table/goods',
  groupMeal: 'pages/order/groupMeal/index',
  auth: 'account/pages/public/auth/index',
  validateLogin: 'account/pages/public/validateLogin/index',
  resetPassword: 'account/pages/public/reSetPassWord/index',
  registerInfo: 'account/pages/public/registerInfo/index',
  userInfo: 'member/pages/userInfo/index',
  addressList: 'member/pages/address/list/index',
  addressEdit: 'member/pages/address/edit/index',
  addressChoose: 'member/pages/address/choose/index',
  accountSetting: 'memberPlus/pages/accountSetting/index',
  membershipCancellation: 'memberPlus/pages/membershipCancellation/index',
  unsubscribe: 'memberMinVolume/pages/unsubscribe/index',
  settingMini: 'memberMinVolume/pages/setting/index',
  comingSoon: 'pages/public/comingSoon/index',
  voucherCenter: 'member/pages/voucher/voucherCenter/index',
  /** Promotions every member joins by ordering (trade events). */
  tradeEvents: 'member/pages/voucher/activity/index',
  tradeEventsMini: 'memberMinVolume/pages/voucher/activity/index',
  /** A coupon activity reached by its link (?id=), and the one a typed discount code opens. */
  voucherActivity: 'member/pages/voucher/voucherActivity/index',
  inputVoucherActivity: 'member/pages/voucher/inputVoucherActivity/index',
  /** Discount cards: equity cards whose one discount coupon a day is valid that day. */
  discountCard: 'member/pages/voucher/discountCard/index',
  discountCardMini: 'memberMinVolume/pages/voucher/discountCard/index',
  couponPackDetail: 'integralMall/pages/couponPkgDetail/index',
  buyEquityCard: 'member/pages/buyEquityCard/index',
  equityCardDetail: 'memberMinVolume/pages/buyEquityCard/cardDetail/index',
  equityPurchaseRecord: 'member/pages/buyEquityCard/purchaseRecord/index',
  rightsCardList: 'memberPlus/pages/rightsCard/list/index',
  rightsCardDetail: 'memberPlus/pages/rightsCard/detail/index',
  equityHistory: 'member/pages/cardVoucher/equityHistory/index',
  myEquityCards: 'member/pages/equityName/index',
  myEquityCard: 'member/pages/equityDetail/index',
  myEquityCardsMini: 'memberMinVolume/pages/equityName/index',
  /** A friend's gift link (?token=): the card and what is to come, claimed here. */
  equityGiftReceive: 'memberMinVolume/pages/equityNameDetail/index',
  equityGiveRecord: 'member/pages/cardVoucher/giveEquityRecord/index',
  voucherList: 'member/pages/voucher/voucherList/index',
  voucherDetail: 'member/pages/voucher/voucherDetail/index',
  voucherDonate: 'member/pages/voucher/voucherDonate/index',
  couponGoods: 'mainFlow/pages/couponStore/goods',
  discountRule: 'mainFlow/pages/discountRule/index',
  voucherListMini: 'memberMinVolume/pages/voucher/voucherList/index',
  voucherDetailMini: 'memberMinVolume/pages/voucher/voucherDetail/index',
  voucherDonateMini: 'memberMinVolume/pages/voucher/voucherDonate/index',
  /** The coupons being given away: the wallet's gifting tab. */
  voucherGiveAway: 'memberMinVolume/pages/voucher/giveAway/index',
  memberCenter: 'member/pages/memberCenter/index',
  /** The task centre (issue 19), and the same tasks titled "earn points". */
  taskCenter: 'member/pages/taskCenter/index',
  earnPoints: 'member/pages/activities/earnPoints/index',
  /** Inviting friends (issue 19): the member's code and the running campaign, and the friends who came. */
  inviteActivity: 'member/pages/point/inviteActivity/index',
  inviteRecords: 'member/pages/point/invite/index',
  /** Collect-wishes (issue 19): the running campaigns with the member's cards, and how it works (?id= a campaign's rules). */
  collectWish: 'member/pages/collectWish/index',
  collectWishHelp: 'member/pages/collectWish/help/index',
  /** The message centre (issue 20): the member's messages by category, and which categories they want. */
  messageCenter: 'memberPlus/pages/messageCenter/index',
  giftCardExchange: 'member/pages/voucher/exchange/index',
  buyGiftCard: 'member/pages/giftCard/buyGiftCard/index',
  myGiftCards: 'member/pages/giftCard/myGiftCard/index',
  giftCardDetail: 'member/pages/giftCard/giftDetail/index',
  giftCardRecord: 'member/pages/giftCard/giftCardRecord/index',
  giftCardGiveAway: 'member/pages/giftCard/giveAway/index',
  giftCardReceive: 'member/pages/giftCard/receive/index',
  giftCardGiveRecord: 'member/pages/giftCard/giveRecord/index',
  giftCardHistory: 'member/pages/cardVoucher/giftCardHistory/index',
  pointGiftCard: 'member/pages/point/giftCard/index',
  pointElectronicGiftCard: 'member/pages/point/electronicGiftCard/index',
  /** The mini-program's newer entry to the points mall: the centre tab (app/tabs.ts). */
  newIntegralMall: 'integralMall/pages/index/index',
  /**
   * The points mall: an item (?id=), the cart, an exchange's confirmation (?id= one item, ?cart=1
   * the cart's lines), the member's exchanges (?status=), one exchange (?order_no=), and where the
   * card page sends the payer of a cash part back (?order_no=&orderNo=).
   */
  mallItem: 'integralMall/pages/detail/index',
  mallCart: 'integralMall/pages/shoppingCart/index',
  mallConfirm: 'integralMall/pages/confirmOrder/index',
  mallOrders: 'integralMall/pages/integralOrder/index',
  mallOrder: 'integralMall/pages/orderItemDetail/index',
  mallPay: 'integralMall/pages/integralPay/index',
  /** Where the goods of an exchange are collected (?id=&qty= or ?cart=1&lines=; the confirm page's store). */
  mallChoiceStore: 'integralMall/pages/choiceStore/index',
  /** The seed's category list and payment choice: the shelf (with its categories) and the exchange with its 'pay now' (card is the one way to pay a cash part). */
  mallGoodsList: 'integralMall/pages/goodsPageList/index',
  mallChoosePay: 'integralMall/pages/choicePay/index',
  /** Custom pages (?slug=, issue 19 and 21): the mall's and the brand's, one page under two names. */
  mallCustomPage: 'integralMall/pages/customPage/index',
  customPage: 'pages/customPage/index',
  /** Lucky draws and blind boxes (issue 19): the activities (the Rewards tab shows them too), a wheel or grid (?id=&orderNo=), a blind box opened singly or several at once, the operators' preview, the member's prizes (?recordNo= chooses its address) and draws. */
  activitiesList: 'memberMinVolume/pages/activities/list/index',
  activityDetail: 'member/pages/activities/detail/index',
  blindBox: 'memberMinVolume/pages/blindBox/index',
  blindBoxMulti: 'memberMinVolume/pages/blindBoxMulti/index',
  blindBoxMultiMember: 'member/pages/activities/blindBoxMulti/index',
  drawPreview: 'memberMinVolume/pages/Preview/index',
  prizeList: 'memberMinVolume/pages/prizeList/index',
  lotteryRecords: 'memberMinVolume/pages/lotteryRecords/index',
  richText: 'memberPlus/pages/richText/index',
  settings: 'memberPlus/pages/settings/index',
  feedback: 'memberPlus/pages/userFeedback/index',
  /** Reviews (issue 20): writing one (?orderNo=, or reading it once written), the thanks after, the brand's community feed and one review of it (?id=). */
  comment: 'orderPlus/pages/comment/index',
  commentCompleted: 'orderPlus/pages/commentCompleted/index',
  memberFeed: 'memberPlus/pages/memberFeed/index',
  feedDetails: 'memberPlus/pages/feedDetails/index',
  payingMember: 'member/pages/payingMember/pay/index',
  primeAgreement: 'memberMinVolume/pages/payingMember/agreement/index',
  primeEnd: 'memberMinVolume/pages/payingMember/payEnd/index',
  /** Invoices (e-receipts, issue 20): the centre, titles, the request (?order_id=), the thanks and one receipt (?invoiceNo=), the records, the paid orders to pick from, help. */
  invoiceIndex: 'orderPlus/pages/invoice/index/index',
  invoiceTitles: 'orderPlus/pages/invoice/list/index',
  invoiceSubmit: 'orderPlus/pages/invoice/submit/index',
  invoiceSuccess: 'orderPlus/pages/invoice/success/index',
  invoiceRecords: 'orderPlus/pages/invoice/record/index',
  invoiceDetail: 'orderPlus/pages/invoice/detail/index',
  invoiceOrders: 'orderPlus/pages/invoice/order/index',
  invoiceHelper: 'orderPlus/pages/invoice/helper/index',
  pay: 'orderPlus/pages/public/pay/index',
  orderNote: 'orderPlus/pages/order/note/index',
  payEnd: 'orderPlus/pages/payEnd/index',
  refundAudit: 'orderPlus/pages/refundAudit/index',
  refundProgress: 'orderPlus/pages/order/refund/index',
  historyList: 'orderPlus/pages/historyList/index',
  payPassword: 'member/pages/myWallet/password/index',
  pointList: 'member/pages/point/pointList/index',
  pointRule: 'memberMinVolume/pages/point/pointRule/index',
  memberCode: 'member/pages/memberCode/index',
  walletHome: 'member/pages/myWallet/home/index',
  walletRecords: 'member/pages/myWallet/brandBalance/index',
  walletRecharge: 'member/pages/myWallet/recharge/index',
  walletPayEnd: 'member/pages/myWallet/payEnd/index',
  storedValueType: 'member/pages/myWallet/storedValueType/index',
  levelInfo: 'member/pages/memberBenefits/levelInfo/index',
  levelList: 'member/pages/memberBenefits/list/index',
  levelDetail: 'member/pages/memberBenefits/detail/index',
  growthValue: 'member/pages/memberBenefits/growthValue/index',
  growthRule: 'member/pages/memberBenefits/growthRule/index',
  levelExplain: 'memberMinVolume/pages/memberBenefits/explain/index',
  myBenefits: 'memberMinVolume/pages/memberBenefits/myBenefits/index',
  ordinaryLevel: 'memberMinVolume/pages/memberBenefits/ordinaryLevel/index',
  /**
   * Issue 21: the seed's other names of built pages, and its last screens. Host-only screens (the
   * mini-program's proxy sign-up, component host and phone authorisation, a partner's sign-up)
   * explain and lead to the web page that does the job (docs/decisions/0052-host-only-screens.md).
   */
  proxyReg: 'pages/public/proxyReg/index',
  subComponents: 'subComponents/pages/index/index',
  memberAuth: 'member/pages/auth/index',
  thirdRegister: 'couponMini/pages/thirdRegister/index',
  goodsGroup: 'mainFlow/pages/goodsGroup/index',
  goodsDetail: 'mainFlow/pages/goodsDetail/index',
  allOrderList: 'mainFlow/pages/allOrderList/index',
  myOrderList: 'member/pages/myOrder/orderList/index',
  memberOrderDetail: 'mainFlow/pages/memberOrderDetail/index',
  myOrderDetail: 'memberMinVolume/pages/myOrder/orderDetail/index',
  selectOrder: 'member/pages/selectOrder/index',
  cityList: 'mainFlow/pages/cityList/index',
  guide: 'orderPlus/pages/guide/index',
  storeMap: 'orderPlus/pages/store/detail/index',
  stopMaintain: 'orderPlus/pages/stopMaintain/index',
  publicAgreement: 'orderPlus/pages/public/agreement/index',
  memberAgreement: 'orderPlus/pages/memberAgreement/index',
  agreementMini: 'memberMinVolume/pages/agreement/index',
  prepayment: 'orderPlus/pages/prepayment/index',
  memberPay: 'member/pages/pay/index',
  memberChoicePay: 'member/pages/choicePay/index',
  webview: 'orderPlus/pages/webview/index',
  webviewMini: 'memberMinVolume/pages/webview/index',
  customerWebview: 'orderPlus/pages/customerWebview/index',
  customWebview: 'orderPlus/pages/customWebview/index',
  scanRedirect: 'orderPlus/pages/scanRedirect/index',
  groupBuying: 'orderPlus/pages/groupBuying/detail',
  exchangeGoods: 'member/pages/voucher/exchangeGoods',
  exchangeGoodsMini: 'memberMinVolume/pages/voucher/exchangeGoods/index',
  promotionBogo: 'memberMinVolume/pages/voucher/promotionBogo',
  myCardVoucher: 'member/pages/cardVoucher/myCardVoucher/index',
  myVoucherList: 'memberMinVolume/pages/voucher/myVoucherList/index',
  historyCoupon: 'member/pages/cardVoucher/historyCoupon/index',
  couponRecord: 'member/pages/cardVoucher/couponRecord/index',
  moneyChanger: 'member/pages/cardVoucher/moneyChanger/index',
  exchangeRecord: 'memberMinVolume/pages/exchangeRecord/index',
  versionList: 'memberPlus/pages/versionList/index',
  advertisement: 'couponMini/pages/advertisement/index',
  thirdVoucherList: 'couponMini/pages/thirdVoucher/list/index',
  thirdVoucherDetail: 'couponMini/pages/thirdVoucher/detail/index',
  /** The store console for staff (not a spec page). */
  console: 'console',
} as const

export const PAGE_PATHS: readonly string[] = unique([
  // main pages
  ...Object.values(PAGE),
  'pages/public/proxyReg/index',
  'pages/order/groupMeal/index',
  'pages/customPage/index',
  'subComponents/pages/index/index',
  // account
  ...family('account/pages/public/', ['auth/index', 'reSetPassWord/index', 'registerInfo/index', 'validateLogin/index']),
  // main flow
  ...family('mainFlow/pages/', [
    'order/detail/index', 'goodsGroup/index', 'allOrderList/index', 'storeDeatil/index', 'goodsDetail/index',
    'cityList/index', 'discountRule/index', 'memberOrderDetail/index', 'couponStore/goods',
  ]),
  // order extras
  ...family('orderPlus/pages/', [
    'guide/index', 'invoice/index/index', 'invoice/list/index', 'invoice/submit/index', 'invoice/success/index',
    'invoice/record/index', 'invoice/detail/index', 'invoice/order/index', 'invoice/helper/index', 'order/note/index',
    'order/refund/index', 'refundAudit/index', 'historyList/index', 'comment/index', 'commentCompleted/index',
    'store/detail/index', 'stopMaintain/index', 'public/agreement/index', 'prepayment/index', 'webview/index',
    'customerWebview/index', 'customWebview/index', 'public/pay/index', 'memberAgreement/index', 'payEnd/index',
    'groupBuying/detail', 'scanRedirect/index',
  ]),
  // member area
  ...family('member/pages/', [
    'address/choose/index', 'address/list/index', 'address/edit/index', 'memberCenter/index', 'activities/detail/index',
    'pay/index', 'payingMember/pay/index', 'choicePay/index', 'userInfo/index',
    'voucher/exchange/index', 'voucher/exchangeGoods', 'voucher/voucherCenter/index', 'voucher/voucherDetail/index',
    'voucher/voucherActivity/index', 'voucher/inputVoucherActivity/index', 'voucher/voucherList/index',
    'voucher/voucherDonate/index', 'voucher/activity/index', 'voucher/discountCard/index',
    'equityName/index', 'equityDetail/index', 'myOrder/orderList/index', 'taskCenter/index',
    'point/pointList/index', 'point/electronicGiftCard/index', 'point/giftCard/index', 'point/invite/index',
    'point/inviteActivity/index',
    'giftCard/buyGiftCard/index', 'giftCard/myGiftCard/index', 'giftCard/giftDetail/index', 'giftCard/giftCardRecord/index',
    'giftCard/giveAway/index', 'giftCard/receive/index', 'giftCard/giveRecord/index',
    'cardVoucher/myCardVoucher/index', 'cardVoucher/historyCoupon/index', 'cardVoucher/couponRecord/index',
    'cardVoucher/giftCardHistory/index', 'cardVoucher/equityHistory/index', 'cardVoucher/giveEquityRecord/index',
    'cardVoucher/moneyChanger/index',
    'buyEquityCard/index', 'buyEquityCard/purchaseRecord/index',
    'memberBenefits/levelInfo/index', 'memberBenefits/list/index', 'memberBenefits/detail/index',
    'memberBenefits/growthValue/index', 'memberBenefits/growthRule/index',
    'myWallet/home/index', 'myWallet/brandBalance/index', 'myWallet/password/index', 'myWallet/recharge/index',
    'myWallet/payEnd/index', 'myWallet/storedValueType/index',
    'auth/index', 'memberCode/index', 'selectOrder/index', 'activities/earnPoints/index',
    'activities/blindBoxMulti/index', 'collectWish/index', 'collectWish/help/index',
  ]),
  // smaller member package
  ...family('memberMinVolume/pages/', [
    'activities/list/index', 'blindBox/index', 'blindBoxMulti/index', 'prizeList/index', 'lotteryRecords/index',
    'Preview/index', 'voucher/voucherList/index', 'voucher/exchangeGoods/index', 'voucher/promotionBogo',
    'voucher/voucherDetail/index', 'voucher/discountCard/index', 'voucher/activity/index', 'voucher/voucherDonate/index',
    'voucher/giveAway/index', 'voucher/myVoucherList/index', 'equityName/index', 'equityNameDetail/index',
    'setting/index', 'unsubscribe/index', 'memberBenefits/explain/index', 'memberBenefits/myBenefits/index',
    'memberBenefits/ordinaryLevel/index', 'agreement/index', 'payingMember/agreement/index',
    'payingMember/payEnd/index', 'webview/index', 'exchangeRecord/index', 'myOrder/orderDetail/index',
    'point/pointRule/index', 'buyEquityCard/cardDetail/index', 'collectPrice/index',
  ]),
  // points mall
  ...family('integralMall/pages/', [
    'index/index', 'confirmOrder/index', 'choicePay/index', 'choiceStore/index', 'goodsPageList/index', 'detail/index',
    'couponPkgDetail/index', 'integralOrder/index', 'shoppingCart/index', 'integralPay/index',
    'orderItemDetail/index', 'customPage/index',
  ]),
  // member extras
  ...family('memberPlus/pages/', [
    'memberFeed/index', 'userFeedback/index', 'feedDetails/index', 'rightsCard/list/index', 'rightsCard/detail/index',
    'settings/index', 'richText/index', 'versionList/index', 'messageCenter/index', 'accountSetting/index',
    'membershipCancellation/index',
  ]),
  // other
  ...family('couponMini/pages/', ['advertisement/index', 'thirdVoucher/list/index', 'thirdVoucher/detail/index', 'thirdRegister/index']),
])

const KNOWN = new Set(PAGE_PATHS)

/** "/pages/home/index/" -> "pages/home/index". */
export function normalizePagePath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '')
}

export function isKnownPage(path: string): boolean {
  return KNOWN.has(normalizePagePath(path))
}

/** The URL of a page path with an optional query. */
export function pageUrl(path: string, query?: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `/${normalizePagePath(path)}${search ? `?${search}` : ''}`
}
