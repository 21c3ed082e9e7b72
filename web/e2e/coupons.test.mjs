// The coupon journey in a real browser against a running qsr-server started with QSR_DEV=1 and
// QSR_ADMIN_TOKEN: the admin API makes a "$10 off $30" campaign and a "$100 off $999" code; a
// visitor sees the voucher centre and is sent to log in; a member claims the campaign coupon,
// redeems the code, orders at the 24-hour store for pickup, sees the claimed coupon chosen
// automatically with its discount and the $999 one unusable with its reason, pays from the wallet,
// finds the coupon used; then gives coupons to a friend (claimed by the friend, withdrawn).
// A second journey: a member with an exchange coupon takes its goods from the coupon ("use now"),
// the cart line is tied to the coupon, the checkout prices it free (and says when the coupon is
// dropped that the goods are left out), and the order is paid with the coupon used.
// A third: a member with a gift-with-purchase coupon (滿$100送芒果布甸) reaches the threshold, the
// checkout's coupon sheet links to the coupon's gifts (揀選贈品), the gift is picked there (one only:
// the second "+" is refused on the page), and the checkout shows it free and the coupon taking its price.
// A fourth: the promotions (trade events) listed from the voucher centre. A fifth: the demo brand's
// coupon activities, one opened from the voucher centre's link (a visitor is asked to log in, a
// member claims), the other by typing its flyer code (a wrong code is said under the box).
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { admin, call, newMember, openPhone } from './apiHelpers.mjs'
import { confirmOrderFinal, screenshot, toCents, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004 // 乾炒牛河 $58: no choices, so "+" adds it straight away
const MANGO_PUDDING = 70002 // 芒果布甸 $22: no choices either
const HOUR = 3_600_000

let browser
useBrowser((launched) => (browser = launched))

/** A template, a live campaign, a campaign starting tomorrow and a redemption code of a $999 coupon. */
async function setUpCoupons() {
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase()
  const now = Date.now()
  const name = (zh) => ({ 'zh-HK': zh, 'zh-CN': zh, en: zh })
  const tenOff = await admin('POST', '/admin/v1/coupon/templates', {
    name: name(`滿$30減$10 ${tag}`),
    coupon: { couponCategory: 10, hierarchy: 10, thresholdType: 1, amount: '30', couponValue: '10' },
    validity: { days: 30 },
    giftable: true,
  })
  const bigSpend = await admin('POST', '/admin/v1/coupon/templates', {
    name: name(`滿$999減$100 ${tag}`),
    coupon: { couponCategory: 10, hierarchy: 10, thresholdType: 1, amount: '999', couponValue: '100' },
    validity: { days: 30 },
  })
  const title = `E2E 迎新券 ${tag}`
  await admin('POST', '/admin/v1/coupon/campaigns', { templateId: tenOff.templateId, title: name(title), stock: 50, perPersonLimit: 1, startsAt: now - HOUR, endsAt: now + 7 * 24 * HOUR })
  const soonTitle = `E2E 明日券 ${tag}`
  await admin('POST', '/admin/v1/coupon/campaigns', { templateId: tenOff.templateId, title: name(soonTitle), stock: 10, perPersonLimit: 1, startsAt: now + 24 * HOUR, endsAt: now + 48 * HOUR })
  const { codes } = await admin('POST', '/admin/v1/coupon/codes', { templateId: bigSpend.templateId, count: 1 })
  // Neither can be used on a pickup order today: one is a delivery-fee coupon expiring in two days
  // (due soon), the other becomes valid tomorrow.
  const delivery = await admin('POST', '/admin/v1/coupon/templates', {
    name: name(`外賣免運 ${tag}`),
    coupon: { couponCategory: 60, hierarchy: 10, thresholdType: 1, amount: '0', couponValue: '0' },
    validity: { from: now - HOUR, to: now + 2 * 24 * HOUR },
  })
  const tomorrow = await admin('POST', '/admin/v1/coupon/templates', {
    name: name(`明日滿$20減$5 ${tag}`),
    coupon: { couponCategory: 10, hierarchy: 10, thresholdType: 1, amount: '20', couponValue: '5' },
    validity: { from: now + 24 * HOUR, to: now + 30 * 24 * HOUR },
  })
  return {
    tag,
    title,
    soonTitle,
    tenOff: tenOff.templateId,
    extras: [delivery.templateId, tomorrow.templateId],
    code: codes[0],
    tenOffName: `滿$30減$10 ${tag}`,
    bigSpendName: `滿$999減$100 ${tag}`,
    deliveryName: `外賣免運 ${tag}`,
    tomorrowName: `明日滿$20減$5 ${tag}`,
  }
}

/** A new member holding one coupon of a new template (`coupon`: docs/coupons.md fields), on a phone at the store. */
async function memberWithCoupon(couponName, coupon) {
  const template = await admin('POST', '/admin/v1/coupon/templates', { name: { 'zh-HK': couponName, 'zh-CN': couponName, en: couponName }, coupon, validity: { days: 30 } })
  const member = await newMember()
  await admin('POST', '/admin/v1/coupon/grant', { templateId: template.templateId, memberId: member.memberId })
  return { member, ...(await openPhone(browser, { member, store: STORE })) }
}

/** Tops up the member's wallet, submits the checkout on screen and pays it from the wallet. */
async function submitAndPayFromWallet(page, member, amount, key) {
  const topup = await call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount }, headers: { 'Idempotency-Key': key } })
  assert.equal(topup.body.resultCode, 0, JSON.stringify(topup.body))
  await page.waitForFunction(() => [...document.querySelectorAll('footer button')].some((button) => button.textContent.includes('提交訂單') && !button.disabled))
  await page.getByRole('button', { name: '提交訂單' }).click()
  await confirmOrderFinal(page)
  await page.waitForURL('**/orderPlus/pages/public/pay/index**')
  await page.getByRole('radio', { name: /儲值錢包/ }).click()
  await page.getByRole('button', { name: '立即支付' }).click()
  await page.waitForURL('**/mainFlow/pages/order/detail/index**', { timeout: 30_000 })
  await page.locator('[data-testid="order-status"][data-status="awaiting_acceptance"]').waitFor()
}

const toast = (page, text) => page.locator('.adm-toast-main').filter({ hasText: text }).waitFor()
/** Sheets and modals slide in for about 300 ms: screenshots wait for them to settle. */
const settle = (page) => page.waitForTimeout(450)

describe('coupons', () => {
  test('claim in the voucher centre, redeem a code, the best coupon chosen at checkout, pay, then give to a friend', async () => {
    const setup = await setUpCoupons()

    // A visitor sees the campaigns and is sent to log in to claim.
    const visitor = await openPhone(browser, { store: STORE })
    await visitor.page.goto('/pages/member/mine/index')
    await visitor.page.getByText('領券中心', { exact: true }).click()
    await visitor.page.waitForURL('**/member/pages/voucher/voucherCenter/index')
    const visitorCard = visitor.page.getByTestId('campaign-card').filter({ hasText: setup.title })
    await visitorCard.getByRole('button', { name: '登入領取' }).waitFor()
    await screenshot(visitor.page, 'coupons-01-centre-visitor')
    await visitorCard.getByRole('button', { name: '登入領取' }).click()
    await visitor.page.waitForURL('**/account/pages/public/auth/index?**')
    assert.match(decodeURIComponent(visitor.page.url()), /oldUrl=\/member\/pages\/voucher\/voucherCenter\/index/)
    assert.deepEqual(visitor.errors, [])
    await visitor.context.close()

    // A member claims the campaign coupon: a toast, and the card turns to "use it".
    const member = await newMember()
    for (const templateId of setup.extras) await admin('POST', '/admin/v1/coupon/grant', { templateId, memberId: member.memberId })
    const { context, page, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/member/pages/voucher/voucherCenter/index')
    const card = page.getByTestId('campaign-card').filter({ hasText: setup.title })
    await card.getByRole('button', { name: '領取' }).click()
    await toast(page, '領取成功')
    await card.getByRole('button', { name: '去使用' }).waitFor()
    const soonCard = page.getByTestId('campaign-card').filter({ hasText: setup.soonTitle })
    await soonCard.getByRole('button', { name: '即將開始' }).waitFor()
    assert.ok(await soonCard.getByRole('button', { name: '即將開始' }).isDisabled())

    // Redeem by code: the server's message for a wrong code, then the real code.
    const input = page.getByRole('textbox', { name: '兌換優惠券' })
    await input.fill('NOSUCHCODE1')
    await page.getByRole('button', { name: '兌換', exact: true }).click()
    await toast(page, /兌換碼無效/)
    await input.fill(setup.code)
    await page.getByRole('button', { name: '兌換', exact: true }).click()
    await toast(page, '兌換成功')
    await screenshot(page, 'coupons-02-centre-claimed')

    // My coupons (from the mine page's menu): the two new ones, the due-soon one marked, the one
    // valid from tomorrow labelled.
    await page.goto('/pages/member/mine/index')
    await page.getByText('我的優惠券', { exact: true }).click()
    await page.waitForURL('**/member/pages/voucher/voucherList/index')
    await page.getByTestId('coupon-card').filter({ hasText: setup.tenOffName }).waitFor()
    await page.getByTestId('coupon-card').filter({ hasText: setup.bigSpendName }).waitFor()
    await page.getByTestId('coupon-card').filter({ hasText: setup.deliveryName }).filter({ hasText: '即將到期' }).waitFor()
    await page.getByTestId('coupon-card').filter({ hasText: setup.tomorrowName }).filter({ hasText: '未生效' }).waitFor()
    await page.getByTestId('due-soon-notice').waitFor()
    await screenshot(page, 'coupons-03-my-coupons')
    await page.getByTestId('coupon-card').filter({ hasText: setup.tenOffName }).getByRole('button', { name: '詳情' }).click()
    await page.waitForURL('**/member/pages/voucher/voucherDetail/index?**')
    await page.getByTestId('coupon-rules').waitFor()
    await screenshot(page, 'coupons-04-detail')
    await page.getByRole('button', { name: '查看適用商品' }).click()
    await page.waitForURL('**/mainFlow/pages/couponStore/goods?**')
    await page.getByTestId('coupon-goods').locator(`[data-goods-id="${FRIED_BEEF_NOODLES}"]`).waitFor()
    await screenshot(page, 'coupons-05-coupon-goods')

    // Add the $58 noodles from the coupon goods page, then check out for pickup.
    await page
      .getByTestId('coupon-goods')
      .locator(`[data-goods-id="${FRIED_BEEF_NOODLES}"]`)
      .getByRole('button', { name: /加入/ })
      .click()
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="cart-count"]')?.textContent) > 0)
    await page.getByRole('button', { name: '去結算' }).first().click()
    await page.waitForURL('**/orderCreate/pages/order/create/index**')
    await page.getByTestId('checkout-payable').waitFor()
    const couponValue = page.getByTestId('checkout-coupon-value')
    await page.waitForFunction(() => document.querySelector('[data-testid="checkout-coupon-value"]')?.textContent?.startsWith('-'))
    assert.equal(await couponValue.innerText(), '-$10')
    await page.waitForFunction(() => [...document.querySelectorAll('footer button')].some((button) => button.textContent.includes('提交訂單') && !button.disabled))
    await screenshot(page, 'coupons-06-checkout')

    // The sheet: the claimed coupon selected automatically, the $999 one unusable with its reason.
    await page.getByTestId('checkout-coupon-row').click()
    const chosen = page.getByRole('checkbox', { name: new RegExp(setup.tenOffName.replace(/\$/g, '\\$')) })
    assert.equal(await chosen.getAttribute('aria-checked'), 'true')
    const unusable = page.getByTestId('checkout-unusable-coupon').filter({ hasText: setup.bigSpendName })
    assert.match(await unusable.innerText(), /尚差 \$[0-9,.]+ 即可使用/)
    await settle(page)
    await screenshot(page, 'coupons-07-checkout-sheet')

    // Without coupons the server prices again; choosing the coupon again brings the discount back.
    const payable = async () => page.getByTestId('checkout-payable').innerText()
    const withCoupon = await payable()
    await page.getByRole('checkbox', { name: '不使用優惠券' }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid="checkout-coupon-value"]')?.textContent === '1 張可用')
    assert.notEqual(await payable(), withCoupon)
    await chosen.click()
    await page.waitForFunction(() => document.querySelector('[data-testid="checkout-coupon-value"]')?.textContent === '-$10')
    assert.equal(await payable(), withCoupon)
    await page.getByRole('button', { name: '完成' }).click()

    // Pay from the wallet (topped up through the development endpoint).
    await submitAndPayFromWallet(page, member, '500', `coupons-${setup.tag}`)
    assert.match(await page.getByTestId('order-coupons').innerText(), new RegExp(`${setup.tenOffName.replace(/\$/g, '\\$')}[\\s\\S]*-\\$10`))
    await screenshot(page, 'coupons-08-order-detail')

    // The used coupon is in the history.
    await page.goto('/member/pages/voucher/voucherList/index?tab=history')
    await page.getByTestId('coupon-card').filter({ hasText: setup.tenOffName }).filter({ hasText: '已使用' }).waitFor()
    await screenshot(page, 'coupons-09-history')

    // Gifting: two more coupons; one is given and claimed by a friend, the other given and withdrawn.
    await admin('POST', '/admin/v1/coupon/grant', { templateId: setup.tenOff, memberId: member.memberId })
    await admin('POST', '/admin/v1/coupon/grant', { templateId: setup.tenOff, memberId: member.memberId })
    await page.goto('/member/pages/voucher/voucherList/index')
    const giftable = page.getByTestId('coupon-card').filter({ hasText: setup.tenOffName })
    await giftable.nth(1).waitFor()
    await giftable.first().getByRole('button', { name: '贈送好友' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '確定' }).click()
    const link = await page.getByTestId('gift-url').innerText()
    assert.match(link, /\/member\/pages\/voucher\/voucherDonate\/index\?token=/)
    await page.getByText(/前未被領取會自動退回你的錢包/).waitFor()
    await settle(page)
    await screenshot(page, 'coupons-10-give')

    // A visitor opening the link sees the gift and is asked to log in to claim it.
    const stranger = await openPhone(browser, { store: STORE })
    await stranger.page.goto(new URL(link).pathname + new URL(link).search)
    await stranger.page.getByRole('button', { name: '登入後領取' }).waitFor()
    await screenshot(stranger.page, 'coupons-11a-gift-visitor')
    await stranger.context.close()

    const friend = await newMember()
    const other = await openPhone(browser, { member: friend, store: STORE })
    await other.page.goto(new URL(link).pathname + new URL(link).search)
    await other.page.getByRole('button', { name: '立即領取' }).click()
    await toast(other.page, '領取成功')
    await other.page.getByTestId('gift-notice').waitFor()
    await other.page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5000 })
    await screenshot(other.page, 'coupons-11-gift-received')
    assert.deepEqual(other.errors, [])
    await other.context.close()

    await page.goto('/member/pages/voucher/voucherList/index')
    await page.getByTestId('coupon-card').filter({ hasText: setup.tenOffName }).first().getByRole('button', { name: '贈送好友' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '確定' }).click()
    await page.getByTestId('gift-url').waitFor()
    await page.goto('/member/pages/voucher/voucherList/index?tab=gifting')
    const gifting = page.getByTestId('coupon-card').filter({ hasText: setup.tenOffName })
    await gifting.getByRole('button', { name: '撤回' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '撤回' }).click()
    await toast(page, '已撤回')
    await page.getByText('暫時未有贈送中的優惠券').waitFor()
    await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5000 })
    await page.getByRole('tab', { name: /可使用/ }).click()
    await page.getByTestId('coupon-card').filter({ hasText: setup.tenOffName }).waitFor()
    await screenshot(page, 'coupons-12-withdrawn')

    assert.deepEqual(errors, [])
    await context.close()
  })

  test('an exchange coupon: its goods taken from the coupon, tied to it in the cart, free at checkout, paid', async () => {
    const tag = Math.random().toString(36).slice(2, 6).toUpperCase()
    const couponName = `免費換領乾炒牛河 ${tag}`
    const { member, context, page, errors } = await memberWithCoupon(couponName, {
      couponCategory: 80, hierarchy: 30, thresholdType: 1, amount: '0', couponValue: '0', exchangeNum: 1, superposition: 0, itemRules: [{ itemCode: String(FRIED_BEEF_NOODLES) }],
    })

    // "Use now" on an exchange coupon opens its goods, in the mode that ties them to it.
    await page.goto('/member/pages/voucher/voucherList/index')
    await page.getByTestId('coupon-card').filter({ hasText: couponName }).getByRole('button', { name: '立即使用' }).click()
    await page.waitForURL('**/mainFlow/pages/couponStore/goods?**')
    await page.getByTestId('coupon-take-banner').filter({ hasText: couponName }).waitFor()
    const noodles = page.getByTestId('coupon-goods').locator(`[data-goods-id="${FRIED_BEEF_NOODLES}"]`)
    await noodles.getByRole('button', { name: /加入/ }).click()
    await page.getByTestId('coupon-take-banner').getByText('已用此券揀選 1 件').waitFor()
    await screenshot(page, 'coupons-13-exchange-goods')

    // The cart says which line came with the coupon (and still shows its menu price).
    await page.getByRole('button', { name: '打開購物車' }).click()
    const line = page.getByTestId('cart-line').filter({ hasText: '乾炒牛河' })
    await line.getByTestId('coupon-line-tag').waitFor()
    await settle(page)
    await screenshot(page, 'coupons-14-exchange-cart')

    // Checkout: the coupon is kept selected and takes the noodles' whole price off.
    await page.getByRole('button', { name: '去結算' }).last().click()
    await page.waitForURL('**/orderCreate/pages/order/create/index**')
    await page.waitForFunction(() => document.querySelector('[data-testid="checkout-coupon-value"]')?.textContent === '-$58')
    await page.getByTestId('coupon-line-tag').waitFor()
    const payable = await page.getByTestId('checkout-payable').innerText()
    assert.equal(toCents(payable), 300, 'only the box fee ($2) and the bag ($1) are left to pay')
    await screenshot(page, 'coupons-15-exchange-checkout')

    // Without the coupon its goods are left out, said in a notice that can bring the coupon back.
    await page.getByTestId('checkout-coupon-row').click()
    await page.getByRole('checkbox', { name: '不使用優惠券' }).click()
    await page.getByTestId('checkout-unusable-coupon').filter({ hasText: couponName }).getByTestId('checkout-coupon-goods').waitFor()
    await page.getByRole('button', { name: '完成' }).click()
    const notice = page.getByTestId('coupon-goods-cleared')
    await notice.filter({ hasText: '乾炒牛河 ×1' }).waitFor()
    assert.ok(await page.getByRole('button', { name: '提交訂單' }).isDisabled(), 'an order without goods cannot be placed')
    await settle(page)
    await screenshot(page, 'coupons-16-exchange-cleared')
    await notice.getByRole('button', { name: '重新使用優惠券' }).click()
    await notice.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.querySelector('[data-testid="checkout-coupon-value"]')?.textContent === '-$58')

    // Pay the $3 from the wallet: the order lists the coupon with the noodles' price.
    await submitAndPayFromWallet(page, member, '10', `exchange-${tag}`)
    assert.match(await page.getByTestId('order-coupons').innerText(), new RegExp(`${couponName}[\\s\\S]*-\\$58`))
    await screenshot(page, 'coupons-17-exchange-order')

    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a gift-with-purchase coupon: threshold reached, the gift picked from the coupon, free at checkout', async () => {
    const tag = Math.random().toString(36).slice(2, 6).toUpperCase()
    const couponName = `滿$100送芒果布甸 ${tag}`
    const { member, context, page, errors } = await memberWithCoupon(couponName, {
      couponCategory: 30, hierarchy: 10, thresholdType: 1, amount: '100', superposition: 0, giftItems: [{ itemCode: String(MANGO_PUDDING), num: 1 }],
    })

    // The detail says what the coupon gives: one gift.
    await page.goto('/member/pages/voucher/voucherList/index')
    await page.getByTestId('coupon-card').filter({ hasText: couponName }).getByRole('button', { name: '詳情' }).click()
    await page.locator('[data-rule="takes"]').filter({ hasText: '選 1 件' }).waitFor()
    await screenshot(page, 'coupons-18-gift-detail')

    // Two plates of noodles ($116) reach the $100 threshold.
    await page.goto('/pages/store/goods')
    const noodles = page.locator(`[data-testid="goods-card"][data-goods-id="${FRIED_BEEF_NOODLES}"]`).first()
    await noodles.getByRole('button', { name: /加入/ }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1')
    await noodles.getByRole('button', { name: '增加數量' }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '2')

    // At checkout the coupon is usable but gives nothing yet: its sheet links to the gifts.
    await page.getByRole('button', { name: '去結算' }).first().click()
    await page.waitForURL('**/orderCreate/pages/order/create/index**')
    await page.getByTestId('checkout-payable').waitFor()
    await page.getByTestId('checkout-coupon-row').click()
    const pick = page.getByRole('button', { name: '揀選贈品' })
    await pick.waitFor()
    await settle(page)
    await screenshot(page, 'coupons-19-gift-sheet-link')
    await pick.click()

    // The coupon's goods page is in gift mode: its gift, free, one to choose.
    await page.waitForURL('**/mainFlow/pages/couponStore/goods?**')
    const banner = page.getByTestId('coupon-take-banner')
    await banner.filter({ hasText: '贈品：選 1 件' }).waitFor()
    const pudding = page.getByTestId('coupon-goods').locator(`[data-goods-id="${MANGO_PUDDING}"]`)
    assert.equal(await pudding.getByTestId('goods-offer').innerText(), '贈品')
    await pudding.getByRole('button', { name: /加入/ }).click()
    await banner.getByText('已用此券揀選 1 件').waitFor()
    // A second one is more than the coupon covers: said on the page, the cart unchanged.
    const plus = pudding.getByRole('button', { name: '增加數量' })
    assert.equal(await plus.getAttribute('aria-disabled'), 'true')
    await plus.click({ force: true }) // aria-disabled: still tappable, and it says why
    await toast(page, '這張優惠券最多可選 1 件')
    assert.equal(await page.locator('[data-testid="cart-count"]:visible').textContent(), '3')
    await screenshot(page, 'coupons-20-gift-picked')
    await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5000 })

    // Checkout: the gift is tagged 贈品 and free; the coupon takes its $22.
    await page.getByRole('button', { name: '去結算' }).first().click()
    await page.waitForURL('**/orderCreate/pages/order/create/index**')
    await page.waitForFunction(() => document.querySelector('[data-testid="checkout-coupon-value"]')?.textContent === '-$22')
    const giftLine = page.getByTestId('coupon-line-tag').filter({ hasText: '贈品' })
    await giftLine.waitFor()
    assert.equal(toCents(await page.getByTestId('checkout-free-gift').innerText()), 0)
    await screenshot(page, 'coupons-21-gift-checkout')

    await submitAndPayFromWallet(page, member, '200', `gift-${tag}`)
    assert.match(await page.getByTestId('order-coupons').innerText(), new RegExp(`${couponName.replace(/\$/g, '\\$')}[\\s\\S]*-\\$22`))
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the promotions running now: listed from the voucher centre with the uses left, in three languages at phone and tablet widths', async () => {
    // An event no order here can reach ($999), taken down afterwards: the other journeys price as before.
    const now = Date.now()
    const template = await admin('POST', '/admin/v1/coupon/templates', {
      name: { 'zh-HK': '滿$999減$50', 'zh-CN': '满$999减$50', en: '$50 off $999' },
      coupon: { couponCategory: 10, amount: '999', couponValue: '50' },
      validity: { days: 30 },
    })
    const event = await admin('POST', '/admin/v1/coupon/trade-events', {
      templateId: template.templateId,
      title: { 'zh-HK': '週年慶', 'zh-CN': '周年庆', en: 'Anniversary' },
      label: { 'zh-HK': '全單滿$999減$50', 'zh-CN': '全单满$999减$50', en: '$50 off $999' },
      perMemberLimit: 2,
      startsAt: now - 60_000,
      endsAt: now + 7 * 24 * 3600_000,
    })
    try {
      const member = await newMember()
      const { page, context, errors } = await openPhone(browser, { member, store: STORE })
      await page.goto('/member/pages/voucher/voucherCenter/index')
      await page.getByTestId('trade-events-link').waitFor()
      await screenshot(page, 'coupons-29-voucher-centre-events', { fullPage: true })
      await page.getByTestId('trade-events-link').click()
      await page.waitForURL('**/member/pages/voucher/activity/index')
      const ticket = page.getByTestId('trade-event').filter({ hasText: '週年慶' })
      assert.match(await ticket.innerText(), /滿\$999減\$50[\s\S]*每人可享 2 次，尚餘 2 次/)
      await screenshot(page, 'coupons-30-trade-events')
      assert.deepEqual(errors, [])
      await context.close()
      for (const lang of ['zh-HK', 'zh-CN', 'en']) {
        for (const width of [360, 390, 768]) {
          const shot = await openPhone(browser, { member, store: STORE, contextOptions: { viewport: { width, height: 800 } } })
          await shot.page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
          await shot.page.goto('/member/pages/voucher/activity/index')
          await shot.page.getByTestId('trade-event').first().waitFor()
          await screenshot(shot.page, `coupons-trade-events-${lang}-${width}`)
          assert.deepEqual(shot.errors, [])
          await shot.context.close()
        }
      }
    } finally {
      await admin('POST', '/admin/v1/coupon/trade-events', { ...event, title: event.title, label: event.label, active: false })
    }
  })
  test('coupon activities: the afternoon-tea page from the voucher centre, claimed; a flyer code typed wrong then right opens its page and claims with the code; three languages at phone and tablet widths', async () => {
    // The demo brand's two activities (data/demo/coupons.json): 下午茶領券日 by its link, 街頭傳單優惠 behind HAPPYHK.
    const visitor = await openPhone(browser, { store: STORE })
    await visitor.page.goto('/member/pages/voucher/voucherCenter/index')
    await visitor.page.getByTestId('activity-link').filter({ hasText: '下午茶領券日' }).click()
    await visitor.page.waitForURL('**/member/pages/voucher/voucherActivity/index?id=*')
    await visitor.page.getByTestId('coupon-activity').filter({ hasText: '下午茶領券日' }).waitFor()
    // A visitor sees the coupons and is asked to log in to claim them.
    const teaCards = visitor.page.getByTestId('campaign-card')
    assert.equal(await teaCards.count(), 2)
    await teaCards.first().getByRole('button', { name: '登入領取' }).waitFor()
    assert.deepEqual(visitor.errors, [])
    await visitor.context.close()

    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/member/pages/voucher/voucherCenter/index')
    await page.getByTestId('activity-link').first().waitFor()
    await screenshot(page, 'coupons-31-voucher-centre-activities', { fullPage: true })
    await page.getByTestId('activity-link').filter({ hasText: '下午茶領券日' }).click()
    const tea = page.getByTestId('campaign-card').filter({ hasText: '下午茶免費奶茶' })
    await tea.getByRole('button', { name: '領取' }).click()
    await toast(page, '領取成功')
    await tea.getByRole('button', { name: '去使用' }).waitFor()
    await screenshot(page, 'coupons-32-activity-claimed')

    // The flyer's code: a wrong one is said under the box, the right one (typed loosely) opens it.
    await page.goto('/member/pages/voucher/voucherCenter/index')
    await page.getByRole('button', { name: /有優惠碼/ }).click()
    await page.waitForURL('**/member/pages/voucher/inputVoucherActivity/index')
    await page.getByLabel('優惠碼').fill('HAPPYHK0')
    await page.getByTestId('activity-code-submit').click()
    await page.getByRole('alert').filter({ hasText: '請輸入正確的優惠碼' }).waitFor()
    await screenshot(page, 'coupons-33-activity-code-wrong')
    await page.getByLabel('優惠碼').fill('happy hk')
    await page.getByTestId('activity-code-submit').click()
    await page.getByTestId('coupon-activity').filter({ hasText: '街頭傳單優惠' }).waitFor()
    const fries = page.getByTestId('campaign-card').filter({ hasText: '傳單專享薯條$12' })
    await fries.getByRole('button', { name: '領取' }).click()
    await toast(page, '領取成功')
    await fries.getByRole('button', { name: '去使用' }).waitFor()
    await screenshot(page, 'coupons-34-activity-code-claimed')
    // Both coupons are in the wallet.
    await page.goto('/member/pages/voucher/voucherList/index')
    await page.getByText('免費換領港式奶茶').first().waitFor()
    await page.getByText('薯條特價$12').first().waitFor()
    assert.deepEqual(errors, [])
    await context.close()

    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const shot = await openPhone(browser, { member, store: STORE, contextOptions: { viewport: { width, height: 800 } } })
        await shot.page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await shot.page.goto('/member/pages/voucher/voucherCenter/index')
        await shot.page.getByTestId('activity-link').first().click()
        await shot.page.waitForURL('**/member/pages/voucher/voucherActivity/index?id=*')
        await shot.page.getByTestId('coupon-activity').waitFor()
        await shot.page.getByTestId('campaign-card').first().waitFor()
        await screenshot(shot.page, `coupons-activity-${lang}-${width}`)
        await shot.page.goto('/member/pages/voucher/inputVoucherActivity/index?code=HAPPYHK')
        await shot.page.getByTestId('activity-code-submit').click()
        await shot.page.getByTestId('coupon-activity').waitFor()
        await shot.page.getByTestId('campaign-card').first().waitFor()
        await screenshot(shot.page, `coupons-activity-code-${lang}-${width}`)
        assert.deepEqual(shot.errors, [])
        await shot.context.close()
      }
    }
  })
})
