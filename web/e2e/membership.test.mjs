// The membership core in a real browser against a qsr-server started with QSR_DEV=1: a paid order
// earns points by the brand's rule (HK$1 -> 1 point in the demo brand), the Mine page shows the
// points and the wallet balance, the points page lists what happened and the rule page explains
// it; the same order's growth moves the member towards the next level on the Mine page and the
// member centre; at phone and tablet widths in the three languages.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { confirmOrderFinal, screenshot, toCents, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004 // $58, no choices

let browser
useBrowser((launched) => (browser = launched))

/** A member with HK$100 in the wallet (`topUp`) who ordered fried beef noodles (`num`) and paid from the wallet. */
async function memberWithPaidOrder({ topUp = '100', num = 1 } = {}) {
  const member = await newMember()
  const key = (what) => ({ 'Idempotency-Key': `${what}-${member.phone}` })
  await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: topUp }, headers: key('topup') }))
  await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: FRIED_BEEF_NOODLES, num } }))
  const order = await ok(call('POST', '/v1/order/submit', { token: member.token, body: { sid: STORE, orderType: 2, areaCode: '852', phone: member.phone }, headers: key('order') }))
  await ok(call('POST', '/v1/pay-center/pay', { token: member.token, body: { order_id: order.order_id, payType: 'wallet' } }))
  const detail = await ok(call('GET', `/v1/order/detail?order_id=${order.order_id}`, { token: member.token }))
  return { member, orderNo: order.order_id, payable: detail.payable }
}

describe('membership', () => {
  test('a paid order earns points that the Mine page and the points page show', async () => {
    const { member, payable } = await memberWithPaidOrder()
    const earned = Math.round(Number(payable)) // HK$1 -> 1 point, rounded
    const balance = 100 - Number(payable)
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })

    await page.goto('/pages/member/mine/index')
    await page.getByTestId('mine-points').filter({ hasText: String(earned) }).waitFor()
    assert.equal(await page.getByTestId('mine-balance').innerText(), `$${balance}`)
    await screenshot(page, 'membership-01-mine')

    await page.getByRole('button', { name: new RegExp(`${earned}\\s*積分`) }).click()
    await page.waitForURL('**/member/pages/point/pointList/index')
    await page.getByTestId('points-balance').filter({ hasText: String(earned) }).waitFor()
    const record = page.getByTestId('points-record').first()
    await record.waitFor()
    assert.equal(await record.getAttribute('data-reason'), 'earn')
    assert.match(await record.innerText(), new RegExp(`消費賺取[\\s\\S]*\\+${earned}`))
    assert.match(await record.innerText(), /有效期至 \d{4}\.\d{2}\.\d{2}/)
    await screenshot(page, 'membership-02-points')

    await page.getByRole('button', { name: '積分規則' }).click()
    await page.getByTestId('points-rule').filter({ hasText: '每消費 HK$1 可賺取 1 積分' }).waitFor()
    assert.match(await page.getByTestId('points-redeem-rule').innerText(), /每 100 積分可抵 HK\$1[\s\S]*50%/)
    await screenshot(page, 'membership-03-rule')
    await page.goBack()
    await page.getByTestId('points-balance').waitFor()

    // The order's link leads back to it.
    await record.getByRole('button', { name: '查看訂單' }).click()
    await page.waitForURL('**/mainFlow/pages/order/detail/index**')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member pays part of the next order with points at checkout', async () => {
    const { member, payable } = await memberWithPaidOrder({ topUp: '300', num: 2 }) // HK$100+: 100+ points
    assert.ok(Math.round(Number(payable)) >= 100)
    await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: FRIED_BEEF_NOODLES } }))
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/orderCreate/pages/order/create/index')
    const before = toCents(await page.getByTestId('checkout-payable').innerText())
    const row = page.getByRole('switch', { name: /積分抵扣/ })
    await row.waitFor()
    assert.equal(await row.getAttribute('aria-checked'), 'false')
    assert.match(await row.innerText(), /用 100 積分抵 \$1/)
    await row.click()
    await page.getByTestId('checkout-points-money').waitFor()
    assert.equal(await row.getAttribute('aria-checked'), 'true')
    assert.equal(toCents(await page.getByTestId('checkout-payable').innerText()), before - 100)
    await screenshot(page, 'membership-04-checkout-points')
    await page.getByRole('button', { name: '提交訂單' }).click()
    await confirmOrderFinal(page)
    await page.waitForURL('**/orderPlus/pages/public/pay/index**')
    assert.equal(toCents(await page.getByTestId('pay-amount').innerText()), before - 100)
    await screenshot(page, 'membership-05-pay')
    // The order says what the points paid, apart from any coupon.
    const orderId = new URL(page.url()).searchParams.get('order_id')
    await page.goto(`/mainFlow/pages/order/detail/index?order_id=${orderId}`)
    assert.equal(toCents(await page.getByTestId('order-points-money').innerText()), -100)
    await screenshot(page, 'membership-06-order-points')
    const summary = await ok(call('GET', '/v1/member/point/summary', { token: member.token }))
    assert.equal(summary.points, Math.round(Number(payable)) - 100)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a paid order grows the member towards the next level: Mine, member centre, growth history and rules', async () => {
    const { member, payable } = await memberWithPaidOrder()
    const growth = Math.floor(Number(payable)) // HK$1 -> 1 growth, floored
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/pages/member/mine/index')
    const strip = page.getByTestId('mine-level')
    await strip.waitFor()
    assert.equal(await page.getByTestId('mine-level-name').innerText(), '綠卡會員')
    assert.equal(await page.getByTestId('mine-growth').innerText(), String(growth))
    assert.match(await strip.innerText(), new RegExp(`再累積 ${800 - growth} 成長值即可升級至銀卡會員`))
    assert.equal(await strip.getByRole('progressbar').getAttribute('aria-valuenow'), String(Math.floor((growth / 800) * 100)))
    await screenshot(page, 'membership-07-mine-level')

    await strip.click()
    await page.waitForURL('**/member/pages/memberCenter/index')
    const standing = page.getByTestId('level-standing')
    await standing.waitFor()
    assert.equal(await page.getByTestId('level-growth').innerText(), String(growth))
    assert.match(await page.getByTestId('level-to-next').innerText(), new RegExp(`約再消費 HK\\$${800 - growth}`))
    assert.equal(await page.getByTestId('level-expiry').innerText(), '此等級長期有效')
    assert.equal(await page.getByTestId('level-card').count(), 4)
    assert.equal(await page.locator('[data-testid="level-card"][data-code="green"]').getByText('目前等級').count(), 1)
    assert.match(await page.getByTestId('my-benefits').innerText(), /每消費 HK\$1 賺 1 積分/)
    await screenshot(page, 'membership-08-member-centre', { fullPage: true })

    await page.getByRole('button', { name: '成長值明細' }).click()
    await page.waitForURL('**/memberBenefits/growthValue/index')
    const row = page.getByTestId('growth-record').first()
    await row.waitFor()
    assert.equal(await row.getAttribute('data-reason'), 'earn')
    assert.match(await row.innerText(), new RegExp(`消費累積[\\s\\S]*\\+${growth}`))
    await screenshot(page, 'membership-09-growth')
    await page.getByRole('button', { name: '成長值及等級規則' }).click()
    await page.getByTestId('growth-rule').filter({ hasText: '每消費 HK$1 累積 1 成長值' }).waitFor()
    await screenshot(page, 'membership-10-growth-rule')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member shows their code at a till and the store console records the sale for points', async () => {
    const member = await newMember()
    const cashier = await newMember()
    await admin('POST', '/admin/v1/member/staff', { memberId: cashier.memberId, sid: STORE })
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto('/pages/member/mine/index')
    await page.getByRole('button', { name: /會員碼/ }).click()
    await page.waitForURL('**/member/pages/memberCode/index')
    const digits = page.getByTestId('member-code-digits')
    await digits.waitFor()
    const code = (await digits.innerText()).replace(/\s/g, '')
    assert.match(code, /^[1-9]\d{17}$/)
    await page.getByTestId('member-qr').waitFor()
    assert.ok((await page.getByTestId('member-barcode').locator('rect').count()) > 20)
    assert.match(await page.getByTestId('member-code-countdown').innerText(), /\d+ 秒後自動更新/)
    await screenshot(page, 'membership-12-member-code')
    // A student asks for the student type; the card is seen at the till.
    await page.getByRole('button', { name: '申請學生／長者身份' }).click()
    await page.getByLabel('學校名稱').fill('香港大學')
    await page.getByLabel('學生證有效期至').fill('2030-08-31')
    await screenshot(page, 'membership-14-ask-student')
    await page.getByRole('button', { name: '提交申請' }).click()
    await page.locator('[data-testid="member-type"][data-kind="student"][data-status="pending"]').waitFor()

    const till = await openPhone(browser, { member: cashier })
    await till.page.goto('/console')
    await till.page.getByTestId('console-members-tab').click()
    const desk = till.page.getByTestId('member-sale')
    await desk.getByLabel('會員碼').fill(code)
    await desk.getByRole('button', { name: '查詢' }).click()
    await till.page.getByTestId('member-sale-found').filter({ hasText: '會員碼有效' }).waitFor()
    const request = till.page.getByTestId('member-sale-type-request')
    assert.match(await request.innerText(), /學生會員申請待核實 · 香港大學/)
    await request.getByRole('button', { name: '已核對證件，批准' }).click()
    await till.page.getByTestId('member-sale-found').filter({ hasText: '學生會員' }).waitFor()
    assert.equal(await till.page.getByTestId('member-sale-type-request').count(), 0)
    await desk.getByLabel('收據編號').fill(`R-${member.phone}`)
    await desk.getByLabel('金額 HK$').fill('120.5')
    await screenshot(till.page, 'membership-13-console-member-sale')
    await desk.getByRole('button', { name: '記錄消費' }).click()
    await till.page.getByText('已記錄：會員賺取 121 積分、120 成長值').waitFor()
    const summary = await ok(call('GET', '/v1/member/point/summary', { token: member.token }))
    assert.equal(summary.points, 121)
    await page.reload()
    await page.locator('[data-testid="member-type"][data-kind="student"][data-status="approved"]').waitFor()
    assert.match(await page.getByTestId('member-types').innerText(), /學生會員 · 已核實 · 有效至 2030\.08\.31/)
    await screenshot(page, 'membership-15-student-confirmed')
    assert.deepEqual(till.errors, [])
    await till.context.close()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the points and rule pages read well at 360, 390 and 768 px in three languages', async () => {
    const { member } = await memberWithPaidOrder()
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, store: STORE, contextOptions: { viewport: { width, height: 800 } } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await page.goto('/member/pages/point/pointList/index')
        await page.getByTestId('points-record').first().waitFor()
        await screenshot(page, `membership-points-${lang}-${width}`)
        await page.goto('/memberMinVolume/pages/point/pointRule/index')
        await page.getByTestId('points-rule').waitFor()
        await screenshot(page, `membership-rule-${lang}-${width}`)
        await page.goto('/member/pages/memberCenter/index')
        await page.getByTestId('level-standing').waitFor()
        await screenshot(page, `membership-level-${lang}-${width}`, { fullPage: true })
        await page.goto('/pages/member/mine/index')
        await page.getByTestId('mine-level').waitFor()
        await screenshot(page, `membership-mine-${lang}-${width}`)
        await page.goto('/member/pages/memberCode/index')
        await page.getByTestId('member-qr').waitFor()
        await screenshot(page, `membership-code-${lang}-${width}`)
        assert.deepEqual(errors, [])
        await context.close()
      }
    }
  })

  test('a visitor reads the points rule and the levels without logging in, and is asked to log in for their points', async () => {
    const { page, context } = await openPhone(browser, { store: STORE })
    await page.goto('/memberMinVolume/pages/point/pointRule/index')
    await page.getByTestId('points-rule').waitFor()
    await page.goto('/member/pages/memberBenefits/levelInfo/index')
    await page.getByTestId('level-card').first().waitFor()
    assert.equal(await page.getByTestId('level-card').count(), 4)
    assert.equal(await page.getByTestId('level-standing').count(), 0)
    await screenshot(page, 'membership-11-levels-visitor', { fullPage: true })
    await page.goto('/member/pages/point/pointList/index')
    await page.waitForURL('**/account/pages/public/auth/index**')
    await context.close()
  })
})
