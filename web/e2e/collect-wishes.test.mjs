// Collect-wishes (issue 19) in a real browser against a qsr-server started with QSR_DEV=1 and
// QSR_ADMIN_TOKEN, on the demo brand: a member sees the demo's breakfast campaign (five cards,
// none held, the reward, the help page's rules); orders the store hands over (staff on the console
// API) give cards, one each, in every running campaign; with a two-card campaign the operator puts
// up (admin API; the pick is random, so orders are finished until the set is whole, with a cap)
// the member exchanges a full set in the browser and sees the points added, in the live region and
// the points history; a visitor sees the cards with a sign-in prompt; and the pages at 360, 390
// and 768 px in the three languages with the accessibility check.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const COLLECT = '/member/pages/collectWish/index'
const HELP = '/member/pages/collectWish/help/index'
const REWARDS_TAB = '/memberMinVolume/pages/collectPrice/index'
const TASK_CENTRE = '/member/pages/taskCenter/index'
const POINTS_PAGE = '/member/pages/point/pointList/index'
const DAY = 86_400_000
const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004 // $58, no choices
const DEMO_TITLE = '集齊港式早餐五寶'
/** At most this many orders to complete a two-card set: a run that needs more is 1 in 30,000. */
const ORDER_CAP = 16

let browser
useBrowser((launched) => (browser = launched))

const tag = Date.now().toString(36)
const texts = (zhHK, zhCN, en) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en })

/** The running campaigns as the member (or a visitor) sees them. */
const wishesOf = async (member) => (await ok(call('GET', '/v1/taskCenter/collect-item/list', { token: member?.token }))).list
const wishOf = async (member, id) => (await wishesOf(member)).find((wish) => wish.id === id)

/** A campaign's card on the page by its id. */
const campaignCard = (page, id) => page.locator(`[data-testid="wish"][data-id="${id}"]`)

let setup
before(async () => {
  const demo = (await wishesOf(null)).find((wish) => wish.title === DEMO_TITLE)
  assert.ok(demo, 'the demo brand runs the breakfast campaign (data/demo/wishes.json)')
  const staff = await newMember()
  await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
  // A campaign of two equally likely cards, so a full set comes after a few orders.
  const now = Date.now()
  const quick = await admin('POST', '/admin/v1/wishes', {
    title: texts(`E2E 集齊雙寶 ${tag}`, `E2E 集齐双宝 ${tag}`, `E2E pair ${tag}`),
    rules: texts('每張訂單交收後送一張卡。', '每张订单交收后送一张卡。', 'Every order handed over brings a card.'),
    rewardKind: 'points',
    rewardPoints: 150,
    startsAt: now - DAY,
    endsAt: now + 30 * DAY,
    items: [
      { name: texts('鴛鴦', '鸳鸯', 'Yuenyeung'), image: '/media/images/wishes/milk-tea.svg', weight: 1 },
      { name: texts('蛋撻', '蛋挞', 'Egg tart'), image: '/media/images/wishes/egg-toast.svg', weight: 1 },
    ],
  })
  setup = { demo, staff, quick }
})

// The operator takes the journey's campaign down again, so later journeys see only the demo's.
after(async () => {
  if (!setup?.quick) return
  const { quick } = setup
  await admin('POST', '/admin/v1/wishes', {
    id: quick.id,
    title: quick.title,
    rules: quick.rules,
    rewardKind: quick.rewardKind,
    rewardPoints: quick.rewardPoints,
    startsAt: quick.startsAt,
    endsAt: quick.endsAt,
    active: false,
  })
})

/** One order the member pays from the wallet and the store makes, calls and hands over. */
async function handedOverOrder(member, n) {
  const key = (what) => ({ 'Idempotency-Key': `${what}-${member.phone}-${n}` })
  await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: FRIED_BEEF_NOODLES, num: 1 } }))
  const order = await ok(call('POST', '/v1/order/submit', { token: member.token, body: { sid: STORE, orderType: 2, areaCode: '852', phone: member.phone }, headers: key('order') }))
  await ok(call('POST', '/v1/pay-center/pay', { token: member.token, body: { order_id: order.order_id, payType: 'wallet' } }))
  for (const to of ['in_production', 'ready', 'finished']) {
    await ok(call('POST', '/v1/console/order/advance', { token: setup.staff.token, body: { order_id: order.order_id, to } }))
  }
}

/** A member with money in the wallet for `orders` orders. */
async function memberWithWallet(orders) {
  const member = await newMember()
  await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: String(60 * orders) }, headers: { 'Idempotency-Key': `topup-${member.phone}` } }))
  return member
}

/** Waits until the member holds `count` cards ever given in the campaign (the grant follows the hand-over). */
async function cardsGiven(member, id, count) {
  for (let tries = 0; tries < 50; tries++) {
    if ((await wishOf(member, id)).collected >= count) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  assert.fail(`campaign ${id}: ${count} cards were not given`)
}

/** Orders handed over until the member holds a full set of the campaign; how many it took. */
async function untilComplete(member, id) {
  const held = (await wishOf(member, id)).collected
  for (let n = 1; n <= ORDER_CAP; n++) {
    await handedOverOrder(member, n)
    await cardsGiven(member, id, held + n)
    if ((await wishOf(member, id)).complete) return n
  }
  assert.fail(`no full set after ${ORDER_CAP} orders`)
}

describe('collect-wishes', () => {
  test("a member sees the demo's breakfast campaign: five cards not held yet, the reward, and the help page's rules", async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto(COLLECT)
    const card = campaignCard(page, setup.demo.id)
    await card.waitFor()
    assert.equal(await card.getAttribute('data-state'), 'collecting')
    assert.equal(await card.getByRole('heading', { name: DEMO_TITLE }).count(), 1)
    const cards = card.getByRole('list', { name: `「${DEMO_TITLE}」的卡` }).getByTestId('wish-card')
    assert.equal(await cards.count(), 5)
    assert.deepEqual(await cards.evaluateAll((items) => items.map((item) => item.dataset.count)), ['0', '0', '0', '0', '0'])
    assert.match(await cards.first().innerText(), /港式奶茶[\s\S]*未集到/)
    assert.equal(await card.getByTestId('wish-progress').innerText(), '已集 0 / 5 款')
    assert.match(await card.getByTestId('wish-reward').innerText(), /集齊可換[\s\S]*\$20現金券/)
    assert.equal(await card.getByRole('button', { name: '集齊全套後即可兌換' }).isDisabled(), true)
    await screenshot(page, 'wishes-01-collect', { fullPage: true })

    await card.getByRole('link', { name: '玩法及規則' }).click()
    await page.waitForURL(`**${HELP}?id=${setup.demo.id}`)
    await page.getByRole('heading', { level: 1, name: '集卡玩法' }).waitFor()
    assert.match(await page.getByTestId('wish-how').innerText(), /每張訂單交收後/)
    assert.match(await page.getByTestId('wish-rules-text').innerText(), /集齊五款各一張，即可兌換 \$20 現金券一張/)
    await screenshot(page, 'wishes-02-help', { fullPage: true })
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('orders handed over give a card each; a full set is exchanged in the browser and the points are added', async () => {
    const { quick, demo } = setup
    const member = await memberWithWallet(ORDER_CAP)
    const { page, context, errors } = await openPhone(browser, { member })

    // One order handed over: one card in each running campaign.
    await handedOverOrder(member, 0)
    await cardsGiven(member, quick.id, 1)
    await cardsGiven(member, demo.id, 1)
    await page.goto(COLLECT)
    const card = campaignCard(page, quick.id)
    await card.waitFor()
    assert.equal(await card.getByTestId('wish-progress').innerText(), '已集 1 / 2 款')
    assert.deepEqual((await card.getByTestId('wish-card').evaluateAll((items) => items.map((item) => Number(item.dataset.count)))).sort(), [0, 1])
    assert.equal(await campaignCard(page, demo.id).getByTestId('wish-progress').innerText(), '已集 1 / 5 款')
    await screenshot(page, 'wishes-03-one-card', { fullPage: true })

    // More orders until the pair is whole (the cards are random).
    const orders = await untilComplete(member, quick.id)
    await page.reload()
    await card.and(page.locator('[data-state="ready"]')).waitFor()
    assert.equal(await card.getByTestId('wish-progress').innerText(), '已集 2 / 2 款')
    assert.match(await card.getByTestId('wish-stats').innerText(), new RegExp(`累計獲得 ${orders + 1} 張卡 · 已兌換 0 套`))
    await screenshot(page, 'wishes-04-ready')
    const before = (await ok(call('GET', '/v1/member/point/summary', { token: member.token }))).points

    const exchanged = page.waitForResponse((response) => response.url().endsWith('/v1/taskCenter/collect-item/exchange'))
    await card.getByRole('button', { name: '兌換獎賞' }).click()
    const sent = (await exchanged).request()
    assert.match(sent.headers()['idempotency-key'] ?? '', /\S{8,}/)
    await card.getByRole('status').filter({ hasText: '兌換成功：+150 積分已加入你的帳戶' }).waitFor()
    await screenshot(page, 'wishes-05-exchanged')
    assert.equal((await ok(call('GET', '/v1/member/point/summary', { token: member.token }))).points, before + 150)
    const after = await wishOf(member, quick.id)
    assert.equal(after.exchanged, 1)
    // The same key again answers the same exchange: the points came once.
    const again = await call('POST', '/v1/taskCenter/collect-item/exchange', { token: member.token, body: { id: quick.id }, headers: { 'Idempotency-Key': sent.headers()['idempotency-key'] } })
    assert.equal(again.body.resultCode, 0)
    assert.equal((await ok(call('GET', '/v1/member/point/summary', { token: member.token }))).points, before + 150)

    // The points history names the exchange.
    await page.goto(POINTS_PAGE)
    const row = page.locator('[data-testid="points-record"][data-reason="wish"]')
    await row.waitFor()
    assert.match(await row.innerText(), /集卡換禮[\s\S]*\+150/)
    await screenshot(page, 'wishes-06-points-history')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a visitor sees the cards with a sign-in prompt and no exchange button', async () => {
    const { page, context, errors } = await openPhone(browser)
    await page.goto(COLLECT)
    await page.getByTestId('wish-sign-in').filter({ hasText: '登入後即可集卡及兌換獎賞' }).waitFor()
    const card = campaignCard(page, setup.demo.id)
    await card.waitFor()
    assert.equal(await card.getByTestId('wish-card').count(), 5)
    assert.equal(await page.getByTestId('wish-exchange').count(), 0)
    assert.equal(await page.getByTestId('wish-exchange-waiting').count(), 0)
    await screenshot(page, 'wishes-07-visitor', { fullPage: true })
    await page.getByTestId('wish-sign-in').getByRole('button', { name: '登入／註冊' }).click()
    await page.waitForURL('**/account/pages/public/auth/index?oldUrl=*')
    assert.equal(new URL(page.url()).searchParams.get('oldUrl'), COLLECT)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pages read well at 360, 390 and 768 px in three languages', async () => {
    // A member with a full pair (ready to exchange) and a few breakfast cards.
    const member = await memberWithWallet(ORDER_CAP)
    await untilComplete(member, setup.quick.id)

    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, contextOptions: { viewport: { width, height: 800 }, reducedMotion: 'reduce' } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        const shot = (name, options) => screenshot(page, `wishes-${name}-${lang}-${width}`, options)

        await page.goto(REWARDS_TAB)
        await page.getByTestId('wish-brief').first().waitFor()
        await page.getByTestId('wish-section').scrollIntoViewIfNeeded()
        await shot('rewards')
        await page.goto(COLLECT)
        await campaignCard(page, setup.quick.id).and(page.locator('[data-state="ready"]')).waitFor()
        await campaignCard(page, setup.demo.id).waitFor()
        await shot('collect', { fullPage: true })
        await page.goto(`${HELP}?id=${setup.demo.id}`)
        await page.getByTestId('wish-rules-text').waitFor()
        await shot('help', { fullPage: true })
        await page.goto(TASK_CENTRE)
        await page.getByTestId('wish-link').waitFor()
        await page.getByTestId('task').first().waitFor()
        await shot('task-centre')
        assert.deepEqual(errors, [])
        await context.close()

        const visit = await openPhone(browser, { contextOptions: { viewport: { width, height: 800 }, reducedMotion: 'reduce' } })
        await visit.page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await visit.page.goto(COLLECT)
        await campaignCard(visit.page, setup.demo.id).waitFor()
        await screenshot(visit.page, `wishes-visitor-${lang}-${width}`)
        assert.deepEqual(visit.errors, [])
        await visit.context.close()
      }
    }
  })
})
