// Lucky draws and blind boxes (issue 19) in a real browser against a qsr-server started with
// QSR_DEV=1 and QSR_ADMIN_TOKEN: the operator (admin API) puts up a wheel whose only prize is a
// coupon of one of the brand's templates, 10 points a draw; a member with points opens the Rewards
// tab, opens the wheel, draws, is told the coupon is in the wallet and finds it there; a blind box
// whose only prize is posted: the member opens it, chooses one of their saved addresses and sees
// the prize waiting to ship; a paid order's draw from its page; a visitor is asked to sign in; and
// every new page at 360, 390 and 768 px in the three languages (with reduced motion: the result at once).
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const REWARDS_TAB = '/memberMinVolume/pages/collectPrice/index'
const WHEEL_PAGE = '/member/pages/activities/detail/index'
const BOX_PAGE = '/memberMinVolume/pages/blindBox/index'
const DAY = 86_400_000
const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004 // $58, no choices
const CENTRAL = { lat: 22.2819, lng: 114.1566 }

let browser
useBrowser((launched) => (browser = launched))

const tag = `${Date.now().toString(36)}`
const texts = (zhHK, zhCN, en) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en })

/** An activity and its prizes put up through the admin API; answers the activity as saved. */
async function putUp(activity, prizes) {
  const now = Date.now()
  const saved = await admin('POST', '/admin/v1/draws', { startsAt: now - DAY, endsAt: now + 90 * DAY, status: 'live', dailyLimit: 0, totalLimit: 0, ...activity })
  for (const prize of prizes) await admin('POST', '/admin/v1/draws/prizes', { activityId: saved.id, weight: 1, stock: 1000, ...prize })
  return saved
}

/** What every journey shares: a coupon template of the brand's, a wheel giving it, a blind box posting a tote bag, a preview. */
let setup
before(async () => {
  const { list: templates } = await admin('GET', '/admin/v1/coupon/templates')
  assert.ok(templates.length > 0, 'the brand needs a coupon template (GET /admin/v1/coupon/templates)')
  const template = templates[0]
  const wheel = await putUp(
    { kind: 'wheel', title: texts(`E2E 幸運轉盤 ${tag}`, `E2E 幸运转盘 ${tag}`, `E2E lucky wheel ${tag}`), rules: texts('每次抽獎 10 積分。', '每次抽奖 10 积分。', '10 points a draw.'), costPoints: 10 },
    [{ kind: 'coupon', templateId: template.templateId, name: texts(`${template.name}券`, `${template.name}券`, `${template.name} coupon`) }],
  )
  const box = await putUp(
    { kind: 'blind_box', title: texts(`E2E 盲盒 ${tag}`, `E2E 盲盒 ${tag}`, `E2E blind box ${tag}`), rules: texts('每個盲盒 10 積分。', '每个盲盒 10 积分。', '10 points a box.'), costPoints: 10, multiCount: 3 },
    [{ kind: 'physical', name: texts('茶餐廳帆布袋', '茶餐厅帆布袋', 'Cha chaan teng tote bag') }],
  )
  const preview = await putUp(
    { kind: 'grid', status: 'preview', title: texts(`E2E 預覽 ${tag}`, `E2E 预览 ${tag}`, `E2E preview ${tag}`), costPoints: 5 },
    [
      { kind: 'coupon', templateId: template.templateId, name: texts(`${template.name}券`, `${template.name}券`, `${template.name} coupon`) },
      { kind: 'points', points: 30, name: texts('30 積分', '30 积分', '30 points') },
      { kind: 'none', name: texts('多謝參與', '谢谢参与', 'Thanks for playing'), stock: undefined },
    ],
  )
  // The demo brand's own: a wheel of eight prizes, a figure blind box, and the per-order grid.
  const { list: all } = await admin('GET', '/admin/v1/draws')
  const demo = (kind, perOrder = false) => all.find((x) => x.kind === kind && !!x.perOrder === perOrder && !String(x.title['zh-HK'] ?? x.title).startsWith('E2E'))
  setup = { template, wheel, box, preview, demoWheel: demo('wheel'), demoBox: demo('blind_box'), demoGrid: demo('grid', true) }
  assert.ok(setup.demoWheel && setup.demoBox && setup.demoGrid, 'the demo brand puts up a wheel, a blind box and a per-order grid (data/demo/draws.json)')
})

/** A member given `points` by the development grant (once per key). */
async function memberWithPoints(points) {
  const member = await newMember()
  await ok(call('POST', '/v1/dev/points/grant', { token: member.token, body: { points }, headers: { 'Idempotency-Key': `draw-${member.phone}` } }))
  return member
}

const balanceOf = async (member) => (await ok(call('GET', '/v1/member/point/summary', { token: member.token }))).points

/** A saved delivery address of the member's (Central). */
const saveAddress = (member) =>
  ok(call('POST', '/v1/address', { token: member.token, body: { consignee: '陳大文', areaCode: '852', phone: member.phone, address: '中環皇后大道中 1 號', houseNumber: '12 樓 A 室', ...CENTRAL, isDefault: true } }))

/** A member who paid for fried beef noodles from the wallet: the order opens the per-order draw. */
async function memberWithPaidOrder() {
  const member = await newMember()
  const key = (what) => ({ 'Idempotency-Key': `${what}-${member.phone}` })
  await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: '100' }, headers: key('topup') }))
  await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: FRIED_BEEF_NOODLES, num: 1 } }))
  const order = await ok(call('POST', '/v1/order/submit', { token: member.token, body: { sid: STORE, orderType: 2, areaCode: '852', phone: member.phone }, headers: key('order') }))
  await ok(call('POST', '/v1/pay-center/pay', { token: member.token, body: { order_id: order.order_id, payType: 'wallet' } }))
  return { member, orderNo: order.order_id }
}

describe('lucky draws and blind boxes', () => {
  test('a member opens the Rewards tab, draws on a wheel, wins a coupon and finds it in the wallet', async () => {
    const { wheel, template } = setup
    const member = await memberWithPoints(100)
    const { page, context, errors } = await openPhone(browser, { member })

    // The Rewards tab: the activities as cards.
    await page.getByRole('navigation', { name: '港灣廚房' }).getByRole('button', { name: '領獎賞' }).click()
    await page.waitForURL(`**${REWARDS_TAB}`)
    const card = page.locator(`[data-testid="draw-activity"][data-id="${wheel.id}"]`)
    await card.waitFor()
    const cardText = await card.innerText()
    for (const part of [`E2E 幸運轉盤 ${tag}`, '幸運轉盤', '進行中', '每次 10 積分']) assert.ok(cardText.includes(part), `"${part}" in "${cardText}"`)
    await screenshot(page, 'draws-01-rewards-tab', { fullPage: true })

    // The wheel: the member's chances, the cost and the points, and the draw button at its heart.
    await card.click()
    await page.waitForURL(`**${WHEEL_PAGE}?id=${wheel.id}`)
    await page.getByTestId('draw-wheel').waitFor()
    assert.equal(await page.getByTestId('draw-chances').innerText(), '不限次數')
    assert.equal(await page.getByTestId('draw-cost').innerText(), '10 積分')
    assert.equal(await page.getByTestId('draw-balance').innerText(), '100')
    await screenshot(page, 'draws-02-wheel', { fullPage: true })

    // Draw: the wheel turns, stops on the coupon, and the result says it is in the wallet.
    await page.getByTestId('draw-button').click()
    const result = page.getByRole('dialog', { name: '恭喜你！' })
    await result.waitFor({ timeout: 15_000 })
    assert.match(await result.innerText(), /優惠券已放入你的錢包/)
    assert.match(await page.getByTestId('draw-announcement').innerText(), /抽獎結果：你抽中了/)
    assert.equal(await page.getByTestId('draw-balance').innerText(), '90')
    await screenshot(page, 'draws-03-coupon-won')
    assert.equal(await balanceOf(member), 90)

    // The coupon in the wallet: its page from the result, then the wallet's list.
    const [record] = (await ok(call('GET', '/v1/activity/prizes?pageNum=1&pageSize=20', { token: member.token }))).list
    assert.equal(record.kind, 'coupon')
    assert.equal(record.status, 'won')
    await result.getByRole('button', { name: '查看優惠券' }).click()
    await page.waitForURL(`**/member/pages/voucher/voucherDetail/index?couponCode=${record.couponCode}`)
    await page.locator(`[data-testid="coupon-card"][data-code="${record.couponCode}"]`).waitFor()
    await screenshot(page, 'draws-04-coupon-in-wallet')
    await page.goto('/member/pages/voucher/voucherList/index')
    await page.locator(`[data-testid="coupon-card"][data-code="${record.couponCode}"]`).filter({ hasText: template.name }).waitFor()

    // The draw in the member's records and prizes.
    await page.goto('/memberMinVolume/pages/lotteryRecords/index')
    await page.getByTestId('draw-record').first().filter({ hasText: `E2E 幸運轉盤 ${tag}` }).waitFor()
    await page.goto('/memberMinVolume/pages/prizeList/index')
    const prize = page.locator(`[data-testid="prize"][data-record-no="${record.recordNo}"]`)
    assert.match(await prize.innerText(), /已中獎/)
    await prize.getByRole('button', { name: '去錢包查看' }).waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a member opens a blind box holding a posted prize, chooses a saved address and sees it to ship', async () => {
    const { box } = setup
    const member = await memberWithPoints(100)
    await saveAddress(member)
    const { page, context, errors } = await openPhone(browser, { member })

    await page.goto(`${BOX_PAGE}?id=${box.id}`)
    await page.locator('[data-testid="blind-boxes"][data-phase="closed"]').waitFor()
    await screenshot(page, 'draws-05-blind-box', { fullPage: true })
    await page.getByTestId('draw-button').click()
    // The box shakes, opens and shows the prize; then the result asks for an address.
    await page.locator('[data-testid="blind-boxes"][data-phase="shaking"]').waitFor()
    const result = page.getByRole('dialog', { name: '恭喜你！' })
    await result.waitFor({ timeout: 15_000 })
    assert.match(await result.innerText(), /茶餐廳帆布袋[\s\S]*請填寫收貨地址/)
    assert.equal(await page.getByTestId('blind-box-prize').getAttribute('data-kind'), 'physical')
    await screenshot(page, 'draws-06-box-opened')
    await result.getByRole('button', { name: '填寫收貨地址' }).click()

    // The prizes page opens the address sheet for it: one tap on the saved address sends it there.
    await page.waitForURL('**/memberMinVolume/pages/prizeList/index')
    const sheet = page.getByRole('dialog', { name: '選擇收貨地址' })
    await sheet.getByText('獎品：茶餐廳帆布袋').waitFor()
    await screenshot(page, 'draws-07-address-sheet')
    await sheet.getByTestId('prize-address-option').first().click()
    await sheet.waitFor({ state: 'hidden' })
    const row = page.locator('[data-testid="prize"][data-status="to_ship"]').first()
    await row.waitFor()
    assert.match(await row.innerText(), /待發貨[\s\S]*中環皇后大道中 1 號/)
    await row.getByRole('button', { name: '更改收貨地址' }).waitFor()
    await screenshot(page, 'draws-08-to-ship', { fullPage: true })

    const [prize] = (await ok(call('GET', '/v1/activity/prizes?pageNum=1&pageSize=20', { token: member.token }))).list
    assert.equal(prize.status, 'to_ship')
    assert.match(prize.address.address, /中環皇后大道中 1 號/)
    assert.equal(await balanceOf(member), 90)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test("a paid order's page offers its draw, which the member draws once", async () => {
    const { demoGrid } = setup
    const { member, orderNo } = await memberWithPaidOrder()
    const offered = await ok(call('GET', `/v1/activity/available/draw?orderNo=${orderNo}`, { token: member.token }))
    assert.equal(offered.activity?.id, demoGrid.id, 'the demo per-order grid is open to a paid order')
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto(`/mainFlow/pages/order/detail/index?order_id=${orderNo}`)
    const banner = page.getByTestId('order-draw-banner')
    await banner.filter({ hasText: '此訂單送你一次抽獎機會' }).waitFor()
    await screenshot(page, 'draws-09-order-banner')
    await banner.click()
    await page.waitForURL(`**${WHEEL_PAGE}?id=${demoGrid.id}&orderNo=${orderNo}`)
    await page.getByTestId('draw-grid').waitFor()
    assert.equal(await page.getByTestId('draw-chances').innerText(), '每張訂單一次')
    await screenshot(page, 'draws-10-order-grid', { fullPage: true })
    await page.getByTestId('draw-button').click()
    const result = page.getByTestId('draw-result')
    await result.waitFor({ timeout: 15_000 })
    await screenshot(page, 'draws-11-order-grid-result')
    await result.getByRole('button', { name: '知道了' }).click()
    // The order's draw is used: the button says so, and the order page no longer offers it.
    await page.locator('[data-testid="draw-block-reason"][data-block="orderDrawn"]').filter({ hasText: '此訂單已抽過獎' }).waitFor()
    assert.equal(await page.getByTestId('draw-button').isDisabled(), true)
    await page.goto(`/mainFlow/pages/order/detail/index?order_id=${orderNo}`)
    await page.getByTestId('order-status').waitFor()
    await page.waitForTimeout(500)
    assert.equal(await banner.count(), 0)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a visitor sees the activity and is asked to sign in to draw; a member without points is told why not', async () => {
    const { wheel } = setup
    const visit = await openPhone(browser)
    await visit.page.goto(`${WHEEL_PAGE}?id=${wheel.id}`)
    await visit.page.getByTestId('draw-sign-in').filter({ hasText: '登入後即可參加抽獎' }).waitFor()
    await screenshot(visit.page, 'draws-12-visitor', { fullPage: true })
    await visit.page.getByRole('button', { name: '登入後抽獎' }).click()
    await visit.page.waitForURL('**/account/pages/public/auth/index?oldUrl=*')
    assert.equal(new URL(visit.page.url()).searchParams.get('oldUrl'), `${WHEEL_PAGE}?id=${wheel.id}`)
    assert.deepEqual(visit.errors, [])
    await visit.context.close()

    const member = await memberWithPoints(5)
    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto(`${WHEEL_PAGE}?id=${wheel.id}`)
    const reason = page.locator('[data-testid="draw-block-reason"][data-block="notEnoughPoints"]')
    await reason.filter({ hasText: '積分不足，尚欠 5 積分' }).waitFor()
    assert.equal(await page.getByTestId('draw-button').isDisabled(), true)
    assert.equal(await page.getByTestId('draw-button').getAttribute('aria-describedby'), 'draw-block-reason')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pages read well at 360, 390 and 768 px in three languages', async () => {
    const { wheel, box, preview, demoWheel, demoBox, demoGrid } = setup
    const member = await memberWithPoints(1000)
    await saveAddress(member)
    // Something in the member's prizes and records: a coupon, and a tote bag waiting for its address.
    const draw = (id, key) => ok(call('POST', '/v1/activity/draw', { token: member.token, body: { id, times: 1 }, headers: { 'Idempotency-Key': `${key}-${member.phone}` } }))
    await draw(wheel.id, 'sweep-wheel')
    await draw(box.id, 'sweep-box')
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, contextOptions: { viewport: { width, height: 800 }, reducedMotion: 'reduce' } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        const shot = (name, options) => screenshot(page, `draws-${name}-${lang}-${width}`, options)

        await page.goto(REWARDS_TAB)
        await page.getByTestId('draw-activity').first().waitFor()
        await shot('rewards', { fullPage: true })
        await page.goto('/memberMinVolume/pages/activities/list/index')
        await page.getByTestId('draw-activity').first().waitFor()
        await shot('list')
        await page.goto(`${WHEEL_PAGE}?id=${demoWheel.id}`)
        await page.getByTestId('draw-wheel').waitFor()
        await page.getByTestId('draw-balance').waitFor()
        await shot('wheel', { fullPage: true })
        // Drawn with reduced motion: no turning, the result at once.
        await page.goto(`${WHEEL_PAGE}?id=${wheel.id}`)
        await page.getByTestId('draw-balance').waitFor()
        await page.getByTestId('draw-button').click()
        await page.getByTestId('draw-result').waitFor()
        await shot('result')
        await page.goto(`${WHEEL_PAGE}?id=${demoGrid.id}`)
        await page.getByTestId('draw-grid').waitFor()
        await page.getByTestId('draw-block-reason').waitFor()
        await shot('grid', { fullPage: true })
        await page.goto(`${BOX_PAGE}?id=${demoBox.id}`)
        await page.getByTestId('blind-boxes').waitFor()
        await page.getByTestId('draw-balance').waitFor()
        await shot('blind-box', { fullPage: true })
        await page.goto(`/memberMinVolume/pages/blindBoxMulti/index?id=${box.id}`)
        await page.getByTestId('draw-balance').waitFor()
        await page.getByTestId('draw-button').click()
        await page.getByTestId('draw-result').waitFor()
        assert.equal(await page.getByTestId('blind-box-prize').count(), 3)
        await page.getByTestId('draw-result-close').click()
        await page.getByTestId('draw-result').waitFor({ state: 'hidden' })
        await shot('blind-box-multi', { fullPage: true })
        await page.goto(`/memberMinVolume/pages/Preview/index?id=${preview.id}`)
        await page.getByTestId('draw-preview-banner').waitFor()
        await page.getByTestId('draw-grid').waitFor()
        await shot('preview', { fullPage: true })
        await page.goto('/memberMinVolume/pages/prizeList/index')
        await page.getByTestId('prize').first().waitFor()
        await shot('prizes', { fullPage: true })
        await page.getByTestId('prize-choose-address').first().click()
        await page.getByTestId('prize-address-option').first().waitFor()
        await shot('address-sheet')
        await page.goto('/memberMinVolume/pages/lotteryRecords/index')
        await page.getByTestId('draw-record').first().waitFor()
        await shot('records')
        assert.deepEqual(errors, [])
        await context.close()
      }
    }
  })

  test('the preview cannot draw: the server says so', async () => {
    const { preview } = setup
    const member = await memberWithPoints(100)
    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto(`/memberMinVolume/pages/Preview/index?id=${preview.id}`)
    await page.getByTestId('draw-preview-banner').filter({ hasText: '預覽模式' }).waitFor()
    const refused = page.waitForResponse((response) => response.url().endsWith('/v1/activity/draw'))
    await page.getByTestId('draw-button').click()
    const answer = await (await refused).json()
    assert.equal(answer.resultCode, 37001)
    await page.getByText(answer.resultMsg, { exact: true }).waitFor()
    await screenshot(page, 'draws-13-preview-refused')
    assert.equal(await balanceOf(member), 100)
    assert.deepEqual(errors, [])
    await context.close()
  })
})
