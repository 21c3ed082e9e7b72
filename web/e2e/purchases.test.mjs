// What members buy besides meals (issue 17) in a real browser against a qsr-server started with
// QSR_DEV=1 and the demo brand: a visitor sees the Privilege Pass offer from the Mine page; a
// member reads and agrees to its terms, buys the trial month by card on the sandbox gateway, and
// then holds the pass on the pass page, the Mine page and the order list's paid-member tab; at
// phone and tablet widths in the three languages.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { confirmOrderFinal, screenshot, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const PASS_PAGE = '/member/pages/payingMember/pay/index'
const CHECKOUT = '/orderCreate/pages/order/create/index'
const PINEAPPLE_BUN = 10005 // $16, member price $8, no choices

/** Puts `num` pineapple buns in the member's pickup cart at the demo store. */
const addBuns = (member, num = 2) => ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: PINEAPPLE_BUN, num } }))

let browser
useBrowser((launched) => (browser = launched))

describe('purchases', () => {
  test('a visitor sees the Privilege Pass offer and is asked to log in to join', async () => {
    const { page, context, errors } = await openPhone(browser, { store: STORE })
    await page.goto('/pages/member/mine/index')
    await page.getByTestId('mine-prime').filter({ hasText: '開通付費會員' }).click()
    await page.waitForURL(`**${PASS_PAGE}`)
    await page.getByTestId('prime-card').filter({ hasText: '至尊會員卡' }).waitFor()
    assert.match(await page.getByTestId('prime-items').innerText(), /港式奶茶[\s\S]*\$8[\s\S]*\$18/)
    assert.equal(await page.getByTestId('prime-plan').count(), 3)
    await screenshot(page, 'purchases-01-pass-visitor', { fullPage: true })
    await page.getByTestId('prime-pay').filter({ hasText: '登入後開通' }).click()
    await page.waitForURL('**/account/pages/public/auth/index**')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member agrees to the terms, buys the trial month by card and holds the pass on the Mine page and in the order list', async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto(PASS_PAGE)
    await page.getByRole('radio', { name: /首月體驗/ }).click()
    assert.match(await page.getByRole('radio', { name: /首月體驗/ }).innerText(), /限購 1 次[\s\S]*\$9\.9[\s\S]*\$38[\s\S]*30 日/)
    // Paying before agreeing to the terms is stopped with a reason.
    await page.getByTestId('prime-pay').filter({ hasText: '$9.9 立即開通' }).click()
    await page.getByText('請先閱讀並同意會員協議').waitFor()
    await page.getByRole('button', { name: '《至尊會員卡會員協議》' }).click()
    await page.waitForURL('**/memberMinVolume/pages/payingMember/agreement/index**')
    assert.match(await page.getByTestId('prime-agreement').innerText(), /至尊會員卡為付費會員服務/)
    await screenshot(page, 'purchases-02-agreement')
    await page.goBack()
    await page.getByRole('radio', { name: /首月體驗/ }).click()
    await page.getByRole('checkbox', { name: '我已閱讀並同意 《至尊會員卡會員協議》' }).check()
    await screenshot(page, 'purchases-03-pass-chosen', { fullPage: true })
    await page.getByTestId('prime-pay').click()
    await page.waitForURL('**/sandbox/pay/**')
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL('**/memberMinVolume/pages/payingMember/payEnd/index**')
    const result = page.locator('[data-testid="prime-result"][data-status="paid"]')
    await result.waitFor({ timeout: 30_000 })
    await result.filter({ hasText: /有效期至 \d{4}\.\d{2}\.\d{2}/ }).waitFor()
    assert.match(await result.innerText(), /開通成功[\s\S]*至尊會員卡 · 首月體驗/)
    await screenshot(page, 'purchases-04-pass-done')

    // The pass page says until when, offers renewal, and the trial is not offered twice.
    await page.getByRole('button', { name: '查看會員卡' }).click()
    await page.getByTestId('prime-status').filter({ hasText: /有效期至/ }).waitFor()
    assert.equal(await page.getByRole('radio', { name: /首月體驗/ }).isDisabled(), true)
    assert.match(await page.getByRole('radio', { name: /首月體驗/ }).innerText(), /已購買/)
    await page.getByRole('radio', { name: /^月卡/ }).click()
    await page.getByTestId('prime-renew-note').filter({ hasText: /續費後有效期延至/ }).waitFor()
    assert.match(await page.getByTestId('prime-pay').innerText(), /\$38 續費/)
    await screenshot(page, 'purchases-05-pass-held', { fullPage: true })

    await page.goto('/pages/member/mine/index')
    await page.getByTestId('mine-prime').filter({ hasText: /至尊會員卡[\s\S]*有效期至/ }).waitFor()
    await screenshot(page, 'purchases-06-mine')
    await page.goto('/pages/order/index/index?tab=prime')
    const card = page.getByTestId('product-order-card')
    await card.waitFor()
    assert.match(await card.innerText(), /至尊會員卡 · 首月體驗[\s\S]*已付款[\s\S]*PM\d+[\s\S]*\$9\.9/)
    await screenshot(page, 'purchases-07-order-list')

    // The member price at checkout: one bun at $8, once today, paid from the wallet.
    await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: '100' }, headers: { 'Idempotency-Key': `topup-${member.phone}` } }))
    await addBuns(member)
    await page.goto(CHECKOUT)
    const row = page.getByRole('switch', { name: /會員每日價/ })
    await row.waitFor()
    assert.match(await row.innerText(), /菠蘿油 會員價 \$8（慳 \$8）/)
    await row.click()
    await page.getByTestId('checkout-prime-discount').filter({ hasText: '-$8' }).waitFor()
    assert.equal(await row.getAttribute('aria-checked'), 'true')
    await screenshot(page, 'purchases-08-checkout-member-price', { fullPage: true })
    await page.getByRole('button', { name: '提交訂單' }).click()
    await confirmOrderFinal(page)
    await page.waitForURL('**/orderPlus/pages/public/pay/index**')
    await page.getByRole('radio', { name: /儲值錢包/ }).click()
    await page.getByRole('button', { name: '立即支付' }).click()
    await page.waitForURL('**/mainFlow/pages/order/detail/index**', { timeout: 30_000 })
    await page.getByTestId('order-prime-discount').filter({ hasText: '-$8' }).waitFor()
    await screenshot(page, 'purchases-09-order-member-price', { fullPage: true })
    // The next order today: the member price has been used.
    await addBuns(member, 1)
    await page.goto(CHECKOUT)
    await page.getByTestId('checkout-prime-reason').filter({ hasText: '今日會員價已使用，明日再來' }).waitFor()
    assert.equal(await page.getByRole('switch', { name: /會員每日價/ }).isDisabled(), true)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member without the pass sees at checkout what it would save, and the way to it', async () => {
    const member = await newMember()
    await addBuns(member)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto(CHECKOUT)
    const upsell = page.getByTestId('checkout-prime-upsell')
    await upsell.filter({ hasText: '開通付費會員，今單可慳 $8' }).waitFor()
    await screenshot(page, 'purchases-10-checkout-upsell')
    await upsell.click()
    await page.waitForURL(`**${PASS_PAGE}`)
    await page.getByTestId('prime-card').waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member buys a coupon pack from the voucher centre and finds its coupons in the wallet', async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/member/pages/voucher/voucherCenter/index')
    const card = page.getByTestId('pack-card').filter({ hasText: '奶茶週週飲券包' })
    await card.waitFor()
    assert.match(await card.innerText(), /\$48[\s\S]*\$92[\s\S]*4 張免費換領港式奶茶[\s\S]*每人限購 2 份/)
    await screenshot(page, 'purchases-11-voucher-centre-packs')
    await card.click()
    await page.waitForURL('**/integralMall/pages/couponPkgDetail/index?id=*')
    await page.getByTestId('pack-coupon').nth(1).waitFor()
    assert.match(await page.getByTestId('pack-coupon').first().innerText(), /免費換領港式奶茶[\s\S]*×4 張/)
    await screenshot(page, 'purchases-12-pack', { fullPage: true })
    await page.getByTestId('pack-buy').filter({ hasText: '$48 立即購買' }).click()
    await page.waitForURL('**/sandbox/pay/**')
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL('**/integralMall/pages/couponPkgDetail/index?id=*orderNo=*')
    const result = page.locator('[data-testid="pack-result"][data-status="paid"]')
    await result.waitFor({ timeout: 30_000 })
    assert.match(await result.innerText(), /購買成功[\s\S]*奶茶週週飲券包/)
    await screenshot(page, 'purchases-13-pack-done')
    await page.getByRole('button', { name: '查看我的優惠券' }).click()
    await page.waitForURL('**/member/pages/voucher/voucherList/index')
    await page.getByTestId('coupon-card').first().waitFor()
    assert.equal(await page.getByTestId('coupon-card').filter({ hasText: '免費換領港式奶茶' }).count(), 4)
    await page.goto('/pages/order/index/index?tab=pack')
    await page.getByTestId('product-order-card').filter({ hasText: /奶茶週週飲券包[\s\S]*PK\d+/ }).waitFor()
    // From a group order, packs are not sold.
    await page.goto('/integralMall/pages/couponPkgDetail/index?id=1&spellId=S1')
    await page.getByText('很抱歉，拼單場景下暫不支持購買券包~').waitFor()
    assert.equal(await page.getByTestId('pack-buy').count(), 0)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pass and pack pages read well at 360, 390 and 768 px in three languages', async () => {
    const member = await newMember()
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, store: STORE, contextOptions: { viewport: { width, height: 800 } } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await page.goto(PASS_PAGE)
        await page.getByTestId('prime-plan').first().waitFor()
        await screenshot(page, `purchases-pass-${lang}-${width}`, { fullPage: true })
        await page.goto('/pages/member/mine/index')
        await page.getByTestId('mine-prime').waitFor()
        await screenshot(page, `purchases-mine-${lang}-${width}`)
        await page.goto('/integralMall/pages/couponPkgDetail/index?id=1')
        await page.getByTestId('pack-coupon').first().waitFor()
        await screenshot(page, `purchases-pack-${lang}-${width}`, { fullPage: true })
        assert.deepEqual(errors, [])
        await context.close()
      }
    }
  })
})
