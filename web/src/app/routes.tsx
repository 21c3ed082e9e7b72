import { Navigate, Route, useLocation } from 'react-router'
import { EntryPage } from './EntryPage'
import { lazyPage, type LazyPage } from './lazyPage'
import { resolveLegacyPath } from './legacyRedirects'
import { PAGE, PAGE_PATHS } from './pagePaths'
import { seedPages } from './seedRoutes'

/**
 * The route table: every page path of spec 000 §2 is a route. Built pages load lazily; the rest
 * show the "coming soon" page; anything else goes through the legacy redirect table.
 */
const integralMall = lazyPage(() => import('../features/mall/IntegralMallPage'))

export const BUILT_PAGES: Readonly<Record<string, LazyPage>> = {
  [PAGE.home]: lazyPage(() => import('../features/home/HomePage')),
  [PAGE.storeGoods]: lazyPage(() => import('../features/group/StoreGoodsPage')),
  [PAGE.integralMall]: integralMall,
  // The shell shows the tab at its newer name too (app/tabs.ts); the table says so as well.
  [PAGE.newIntegralMall]: integralMall,
  [PAGE.collectPrice]: lazyPage(() => import('../features/member/RewardsPage')),
  [PAGE.mine]: lazyPage(() => import('../features/member/MinePage')),
  [PAGE.orderList]: lazyPage(() => import('../features/orders/OrderListPage')),
  [PAGE.chooseStore]: lazyPage(() => import('../features/stores/ChooseStorePage')),
  [PAGE.storeDetail]: lazyPage(() => import('../features/stores/StoreDetailPage')),
  [PAGE.foodSafety]: lazyPage(() => import('../features/stores/FoodSafetyPage')),
  [PAGE.tableGoods]: lazyPage(() => import('../features/dinein/TableGoodsPage')),
  [PAGE.groupMeal]: lazyPage(() => import('../features/group/GroupOrderPage')),
  [PAGE.pcNotice]: lazyPage(() => import('../features/public/DesktopNoticePage')),
  ...accountPages(),
  ...orderPages(),
  ...couponPages(),
  ...memberPages(),
  ...mallPages(),
  ...drawPages(),
  ...taskPages(),
  ...wishPages(),
  ...customPages(),
  [PAGE.messageCenter]: lazyPage(() => import('../features/messages/MessageCenterPage')),
  [PAGE.feedback]: lazyPage(() => import('../features/account/FeedbackPage')),
  ...reviewPages(),
  ...invoicePages(),
  ...seedPages(),
}

/** Invoices (e-receipts, issue 20): the seed's eight pages. */
function invoicePages(): Record<string, LazyPage> {
  return {
    [PAGE.invoiceIndex]: lazyPage(() => import('../features/invoices/InvoiceIndexPage')),
    [PAGE.invoiceTitles]: lazyPage(() => import('../features/invoices/InvoiceTitlesPage')),
    [PAGE.invoiceSubmit]: lazyPage(() => import('../features/invoices/InvoiceSubmitPage')),
    [PAGE.invoiceSuccess]: lazyPage(() => import('../features/invoices/InvoiceSuccessPage')),
    [PAGE.invoiceRecords]: lazyPage(() => import('../features/invoices/InvoiceRecordPage')),
    [PAGE.invoiceDetail]: lazyPage(() => import('../features/invoices/InvoiceDetailPage')),
    [PAGE.invoiceOrders]: lazyPage(() => import('../features/invoices/InvoiceOrdersPage')),
    [PAGE.invoiceHelper]: lazyPage(() => import('../features/invoices/InvoiceHelperPage')),
  }
}

/** Reviews (issue 20): writing one and the thanks after; the community feed and one review of it. */
function reviewPages(): Record<string, LazyPage> {
  return {
    [PAGE.comment]: lazyPage(() => import('../features/reviews/CommentPage')),
    [PAGE.commentCompleted]: lazyPage(() => import('../features/reviews/CommentCompletedPage')),
    [PAGE.memberFeed]: lazyPage(() => import('../features/reviews/MemberFeedPage')),
    [PAGE.feedDetails]: lazyPage(() => import('../features/reviews/FeedDetailsPage')),
  }
}

/** Collect-wishes (issue 19): the cards and exchanging a set, and how it works; the Rewards tab shows the progress too. */
function wishPages(): Record<string, LazyPage> {
  return {
    [PAGE.collectWish]: lazyPage(() => import('../features/wishes/CollectWishPage')),
    [PAGE.collectWishHelp]: lazyPage(() => import('../features/wishes/CollectWishHelpPage')),
  }
}

/** Custom pages operators lay out (issue 19 in the mall, issue 21 for the brand): one page under both names. */
function customPages(): Record<string, LazyPage> {
  const page = lazyPage(() => import('../features/pages/CustomPage'))
  return {
    [PAGE.mallCustomPage]: page,
    [PAGE.customPage]: page,
  }
}

/** The task centre (one page under two names) and inviting friends (issue 19); the Rewards tab shows a few tasks too. */
function taskPages(): Record<string, LazyPage> {
  return {
    [PAGE.taskCenter]: lazyPage(() => import('../features/tasks/TaskCenterPage')),
    [PAGE.earnPoints]: lazyPage(() => import('../features/tasks/EarnPointsPage')),
    [PAGE.inviteActivity]: lazyPage(() => import('../features/invites/InvitePage')),
    [PAGE.inviteRecords]: lazyPage(() => import('../features/invites/InviteRecordsPage')),
  }
}

/** Lucky draws and blind boxes (issue 19); the Rewards tab (above) lists the activities too. */
function drawPages(): Record<string, LazyPage> {
  const multi = lazyPage(() => import('../features/draws/BlindBoxMultiPage'))
  return {
    [PAGE.activitiesList]: lazyPage(() => import('../features/draws/ActivitiesPage')),
    [PAGE.activityDetail]: lazyPage(() => import('../features/draws/ActivityDetailPage')),
    [PAGE.blindBox]: lazyPage(() => import('../features/draws/BlindBoxPage')),
    [PAGE.blindBoxMulti]: multi,
    [PAGE.blindBoxMultiMember]: multi,
    [PAGE.drawPreview]: lazyPage(() => import('../features/draws/PreviewPage')),
    [PAGE.prizeList]: lazyPage(() => import('../features/draws/PrizeListPage')),
    [PAGE.lotteryRecords]: lazyPage(() => import('../features/draws/LotteryRecordsPage')),
  }
}

/** The points mall (issue 19): an item, the cart, exchanging (and its pickup store), paying a cash part, the member's exchanges and one of them; the tab is above. */
function mallPages(): Record<string, LazyPage> {
  return {
    [PAGE.mallItem]: lazyPage(() => import('../features/mall/MallItemPage')),
    [PAGE.mallCart]: lazyPage(() => import('../features/mall/MallCartPage')),
    [PAGE.mallConfirm]: lazyPage(() => import('../features/mall/MallConfirmPage')),
    [PAGE.mallChoiceStore]: lazyPage(() => import('../features/mall/MallChoiceStorePage')),
    [PAGE.mallPay]: lazyPage(() => import('../features/mall/MallPayResultPage')),
    [PAGE.mallOrders]: lazyPage(() => import('../features/mall/MallOrdersPage')),
    [PAGE.mallOrder]: lazyPage(() => import('../features/mall/MallOrderPage')),
    [PAGE.mallGoodsList]: lazyPage(() => import('../features/mall/IntegralMallPage')),
    [PAGE.mallChoosePay]: lazyPage(() => import('../features/mall/MallOrderPage')),
  }
}

/** The membership issue (16): points, levels and growth, the member code, the wallet. */
function memberPages(): Record<string, LazyPage> {
  const level = lazyPage(() => import('../features/levels/MemberLevelPage'))
  const growthRule = lazyPage(() => import('../features/levels/GrowthRulePage'))
  return {
    [PAGE.pointList]: lazyPage(() => import('../features/points/PointListPage')),
    [PAGE.pointRule]: lazyPage(() => import('../features/points/PointRulePage')),
    // The member centre and the benefits pages all show the member's level, its benefits and
    // every level; the explanation is the rule page.
    [PAGE.memberCenter]: level,
    [PAGE.levelInfo]: level,
    [PAGE.levelList]: level,
    [PAGE.levelDetail]: level,
    [PAGE.myBenefits]: level,
    [PAGE.ordinaryLevel]: level,
    [PAGE.growthValue]: lazyPage(() => import('../features/levels/GrowthRecordsPage')),
    [PAGE.memberCode]: lazyPage(() => import('../features/membercode/MemberCodePage')),
    ...walletPages(),
    [PAGE.payingMember]: lazyPage(() => import('../features/prime/PrimePage')),
    [PAGE.primeAgreement]: lazyPage(() => import('../features/prime/PrimeAgreementPage')),
    [PAGE.primeEnd]: lazyPage(() => import('../features/prime/PrimeEndPage')),
    [PAGE.growthRule]: growthRule,
    [PAGE.levelExplain]: growthRule,
  }
}

/** Gift cards: buying, the member's cards, one card (and giving it), a gift link, exchanging a physical card. */
function giftCardPages(): Record<string, LazyPage> {
  const buy = lazyPage(() => import('../features/giftcards/BuyGiftCardPage'))
  const mine = lazyPage(() => import('../features/giftcards/MyGiftCardsPage'))
  const detail = lazyPage(() => import('../features/giftcards/GiftCardDetailPage'))
  return {
    [PAGE.buyGiftCard]: buy,
    [PAGE.pointElectronicGiftCard]: buy,
    [PAGE.myGiftCards]: mine,
    [PAGE.pointGiftCard]: mine,
    [PAGE.giftCardHistory]: mine,
    [PAGE.giftCardDetail]: detail,
    [PAGE.giftCardRecord]: detail,
    [PAGE.giftCardGiveAway]: detail,
    [PAGE.giftCardReceive]: lazyPage(() => import('../features/giftcards/ReceiveGiftCardPage')),
    [PAGE.giftCardGiveRecord]: lazyPage(() => import('../features/giftcards/GiveRecordsPage')),
    [PAGE.giftCardExchange]: lazyPage(() => import('../features/giftcards/ExchangeGiftCardPage')),
  }
}

/** Equity cards: the cards on sale, one card, the member's cards and one of them, giving one to a friend. */
function equityPages(): Record<string, LazyPage> {
  const cards = lazyPage(() => import('../features/coupons/EquityCardsPage'))
  const card = lazyPage(() => import('../features/coupons/EquityCardPage'))
  const mine = lazyPage(() => import('../features/coupons/MyEquityCardsPage'))
  return {
    [PAGE.buyEquityCard]: cards,
    [PAGE.rightsCardList]: cards,
    [PAGE.equityCardDetail]: card,
    [PAGE.rightsCardDetail]: card,
    [PAGE.equityPurchaseRecord]: mine,
    [PAGE.equityHistory]: mine,
    [PAGE.myEquityCards]: mine,
    [PAGE.myEquityCardsMini]: mine,
    [PAGE.myEquityCard]: lazyPage(() => import('../features/coupons/MyEquityCardPage')),
    [PAGE.equityGiftReceive]: lazyPage(() => import('../features/coupons/ReceiveEquityCardPage')),
    [PAGE.equityGiveRecord]: lazyPage(() => import('../features/coupons/EquityGiveRecordsPage')),
  }
}

/** The wallet: its home (and the kinds of stored value: the brand account), history, top-up. */
function walletPages(): Record<string, LazyPage> {
  const home = lazyPage(() => import('../features/wallet/WalletHomePage'))
  return {
    [PAGE.walletHome]: home,
    [PAGE.storedValueType]: home,
    [PAGE.walletRecords]: lazyPage(() => import('../features/wallet/WalletRecordsPage')),
    [PAGE.walletRecharge]: lazyPage(() => import('../features/wallet/RechargePage')),
    [PAGE.walletPayEnd]: lazyPage(() => import('../features/wallet/RechargeEndPage')),
  }
}

/** The ordering issue: checkout, payment (and its password), order detail, refunds, earlier orders. */
function orderPages(): Record<string, LazyPage> {
  return {
    [PAGE.orderCreate]: lazyPage(() => import('../features/orders/OrderCreatePage')),
    [PAGE.pay]: lazyPage(() => import('../features/orders/PayPage')),
    [PAGE.orderNote]: lazyPage(() => import('../features/orders/OrderNotePage')),
    [PAGE.payEnd]: lazyPage(() => import('../features/orders/PayEndPage')),
    [PAGE.orderDetail]: lazyPage(() => import('../features/orders/OrderDetailPage')),
    [PAGE.refundAudit]: lazyPage(() => import('../features/orders/RefundAuditPage')),
    [PAGE.refundProgress]: lazyPage(() => import('../features/orders/RefundProgressPage')),
    [PAGE.historyList]: lazyPage(() => import('../features/orders/LegacyHistoryPage')),
    [PAGE.payPassword]: lazyPage(() => import('../features/account/PayPasswordPage')),
    [PAGE.console]: lazyPage(() => import('../features/console/ConsolePage')),
  }
}

/** The coupon issue (5): wallet, detail, goods, rules, voucher centre, gifts; the mini package's copies. */
function couponPages(): Record<string, LazyPage> {
  const list = lazyPage(() => import('../features/coupons/VoucherListPage'))
  const detail = lazyPage(() => import('../features/coupons/VoucherDetailPage'))
  const donate = lazyPage(() => import('../features/coupons/VoucherDonatePage'))
  const tradeEvents = lazyPage(() => import('../features/coupons/TradeEventsPage'))
  const discountCards = lazyPage(() => import('../features/coupons/DiscountCardPage'))
  return {
    [PAGE.voucherList]: list,
    [PAGE.voucherListMini]: list,
    [PAGE.voucherDetail]: detail,
    [PAGE.voucherDetailMini]: detail,
    [PAGE.voucherDonate]: donate,
    [PAGE.voucherDonateMini]: donate,
    [PAGE.voucherGiveAway]: lazyPage(() => import('../features/coupons/GiveAwayPage')),
    [PAGE.tradeEvents]: tradeEvents,
    [PAGE.tradeEventsMini]: tradeEvents,
    [PAGE.voucherActivity]: lazyPage(() => import('../features/coupons/VoucherActivityPage')),
    [PAGE.inputVoucherActivity]: lazyPage(() => import('../features/coupons/InputVoucherActivityPage')),
    [PAGE.discountCard]: discountCards,
    [PAGE.discountCardMini]: discountCards,
    [PAGE.voucherCenter]: lazyPage(() => import('../features/coupons/VoucherCenterPage')),
    [PAGE.couponPackDetail]: lazyPage(() => import('../features/coupons/PackPage')),
    ...equityPages(),
    ...giftCardPages(),
    [PAGE.couponGoods]: lazyPage(() => import('../features/coupons/CouponGoodsPage')),
    [PAGE.discountRule]: lazyPage(() => import('../features/coupons/DiscountRulePage')),
  }
}

/** The accounts issue: sign-in, profile, settings, agreements, addresses, cancellation. */
function accountPages(): Record<string, LazyPage> {
  const settings = lazyPage(() => import('../features/account/SettingsPage'))
  const cancellation = lazyPage(() => import('../features/account/CancellationPage'))
  return {
    [PAGE.auth]: lazyPage(() => import('../features/account/AuthPage')),
    [PAGE.validateLogin]: lazyPage(() => import('../features/account/ValidateLoginPage')),
    [PAGE.resetPassword]: lazyPage(() => import('../features/account/ResetPasswordPage')),
    [PAGE.registerInfo]: lazyPage(() => import('../features/account/RegisterInfoPage')),
    [PAGE.userInfo]: lazyPage(() => import('../features/account/UserInfoPage')),
    [PAGE.settings]: settings,
    [PAGE.settingMini]: settings,
    [PAGE.accountSetting]: lazyPage(() => import('../features/account/AccountSettingPage')),
    [PAGE.membershipCancellation]: cancellation,
    [PAGE.unsubscribe]: cancellation,
    [PAGE.richText]: lazyPage(() => import('../features/account/RichTextPage')),
    [PAGE.addressList]: lazyPage(() => import('../features/account/AddressListPage')),
    [PAGE.addressChoose]: lazyPage(() => import('../features/account/AddressChoosePage')),
    [PAGE.addressEdit]: lazyPage(() => import('../features/account/AddressEditPage')),
  }
}

export const COMING_SOON_PAGE = lazyPage(() => import('../features/public/ComingSoonPage'))

/** The page rendered at a known page path. */
export function pageAt(path: string): LazyPage {
  return BUILT_PAGES[path] ?? COMING_SOON_PAGE
}

function LegacyRedirect() {
  const location = useLocation()
  const target = resolveLegacyPath(location.pathname, location.search) ?? `/${PAGE.mine}`
  return <Navigate to={target} replace />
}

/** The <Route> elements of every non-tab page (tab pages are kept alive by the shell). */
export function pageRoutes(excluded: ReadonlySet<string>) {
  const routes = [
    <Route key="/" path="/" element={<EntryPage />} />,
    <Route key={PAGE.entry} path={`/${PAGE.entry}`} element={<EntryPage />} />,
  ]
  for (const path of PAGE_PATHS) {
    if (path === PAGE.entry || excluded.has(path)) continue
    const { Page } = pageAt(path)
    routes.push(<Route key={path} path={`/${path}`} element={<Page key={path} />} />)
  }
  routes.push(<Route key="*" path="*" element={<LegacyRedirect />} />)
  return routes
}
