/**
 * The navigation guard's data (spec 000 §2 "Navigation rules", §6 "Roles"): pages under these
 * packages need a logged-in member with an authorized phone ...
 */
export const GUARDED_PREFIXES: readonly string[] = ['member/', 'integralMall/', 'memberPlus/', 'memberMinVolume/', 'orderPlus/']

/**
 * ... except the whitelisted public pages below. `anyone`: visitors too (browsing, reading).
 * `member`: a logged-in member, phone or not (spec 000 §6: "logged-in member without phone:
 * limited to whitelisted public pages"); these pages show the person's own data, so a visitor
 * is sent to log in first. Paths are page paths of pagePaths.ts, without the leading slash.
 */
export type PublicAccess = 'anyone' | 'member'

export const PUBLIC_PAGES: Readonly<Record<string, PublicAccess>> = {
  // voucher centre and activity pages
  'member/pages/voucher/voucherCenter/index': 'anyone',
  'member/pages/voucher/voucherActivity/index': 'anyone',
  'member/pages/voucher/inputVoucherActivity/index': 'anyone',
  'member/pages/voucher/activity/index': 'anyone',
  'member/pages/activities/detail/index': 'anyone',
  'member/pages/activities/earnPoints/index': 'anyone',
  // the task centre: visitors see the tasks, then sign in to claim
  'member/pages/taskCenter/index': 'anyone',
  // collect-wishes: visitors see the cards and how it works, then sign in to collect
  'member/pages/collectWish/index': 'anyone',
  'member/pages/collectWish/help/index': 'anyone',
  'memberMinVolume/pages/voucher/activity/index': 'anyone',
  // a gift link: visitors see the gift, then log in to claim it
  'member/pages/voucher/voucherDonate/index': 'anyone',
  'memberMinVolume/pages/voucher/voucherDonate/index': 'anyone',
  'memberMinVolume/pages/equityNameDetail/index': 'anyone',
  'memberMinVolume/pages/voucher/promotionBogo': 'anyone',
  'memberMinVolume/pages/activities/list/index': 'anyone',
  'memberMinVolume/pages/Preview/index': 'anyone',
  // a blind box is an activity page too: visitors see it, then log in to draw
  'memberMinVolume/pages/blindBox/index': 'anyone',
  'memberMinVolume/pages/blindBoxMulti/index': 'anyone',
  'member/pages/activities/blindBoxMulti/index': 'anyone',
  // points mall
  'integralMall/pages/index/index': 'anyone',
  'integralMall/pages/goodsPageList/index': 'anyone',
  'integralMall/pages/detail/index': 'anyone',
  'integralMall/pages/couponPkgDetail/index': 'anyone',
  // the pickup stores and their stock are no secret; choosing one leads to the confirm page, which signs in
  'integralMall/pages/choiceStore/index': 'anyone',
  'integralMall/pages/customPage/index': 'anyone',
  // member benefits
  'member/pages/memberBenefits/levelInfo/index': 'anyone',
  'member/pages/memberBenefits/list/index': 'anyone',
  'member/pages/memberBenefits/detail/index': 'anyone',
  'member/pages/memberBenefits/growthRule/index': 'anyone',
  'memberMinVolume/pages/memberBenefits/explain/index': 'anyone',
  'memberMinVolume/pages/memberBenefits/ordinaryLevel/index': 'anyone',
  'memberMinVolume/pages/point/pointRule/index': 'anyone',
  // buying cards and the Privilege Pass (a visitor sees the offer, then logs in to buy)
  'member/pages/payingMember/pay/index': 'anyone',
  'member/pages/buyEquityCard/index': 'anyone',
  'member/pages/giftCard/buyGiftCard/index': 'anyone',
  // a gift card link: visitors see the card, then log in to claim it
  'member/pages/giftCard/receive/index': 'anyone',
  'memberMinVolume/pages/buyEquityCard/cardDetail/index': 'anyone',
  'memberPlus/pages/rightsCard/list/index': 'anyone',
  'memberPlus/pages/rightsCard/detail/index': 'anyone',
  // settings, agreements, rich text, version list
  'memberPlus/pages/settings/index': 'anyone',
  'memberMinVolume/pages/setting/index': 'anyone',
  'memberPlus/pages/richText/index': 'anyone',
  'memberPlus/pages/versionList/index': 'anyone',
  'memberMinVolume/pages/agreement/index': 'anyone',
  'memberMinVolume/pages/payingMember/agreement/index': 'anyone',
  'orderPlus/pages/public/agreement/index': 'anyone',
  'orderPlus/pages/memberAgreement/index': 'anyone',
  // web views
  'orderPlus/pages/webview/index': 'anyone',
  'orderPlus/pages/customerWebview/index': 'anyone',
  'orderPlus/pages/customWebview/index': 'anyone',
  'memberMinVolume/pages/webview/index': 'anyone',
  // ordering helpers
  'orderPlus/pages/guide/index': 'anyone',
  'orderPlus/pages/order/note/index': 'anyone',
  'orderPlus/pages/store/detail/index': 'anyone',
  'orderPlus/pages/stopMaintain/index': 'anyone',
  'orderPlus/pages/scanRedirect/index': 'anyone',
  'orderPlus/pages/invoice/helper/index': 'anyone',
  // the person's own data: a login is needed, a phone is not
  'member/pages/userInfo/index': 'member',
  'member/pages/address/choose/index': 'member',
  'member/pages/address/list/index': 'member',
  'member/pages/address/edit/index': 'member',
  'orderPlus/pages/comment/index': 'member',
  'orderPlus/pages/commentCompleted/index': 'member',
  // the brand's community feed of reviews, open to everyone
  'memberPlus/pages/memberFeed/index': 'anyone',
  'memberPlus/pages/feedDetails/index': 'anyone',
}
