// The task centre, invitations and promotion attribution (issue 19) in a real browser against a
// qsr-server started with QSR_DEV=1 and QSR_ADMIN_TOKEN: a member completes the profile task
// (the task's "go" to the profile, back, claim, the points in the history); an order task the
// operator puts up (admin API) is done by an order the store finishes (staff on the console API)
// and claimed in the browser; a member's invite link brings a new visitor (who came by a poster's
// QR code) through sign-up with the code kept, to the welcome coupon, one friend on the member's
// page and one sign-up in the promotions report; a visitor sees the tasks with a sign-in prompt;
// and every new page at 360, 390 and 768 px in the three languages with the accessibility check.
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone, smsCode } from './apiHelpers.mjs'
import { confirmOrderFinal, screenshot, useBrowser } from './browser.mjs'

const TASK_CENTRE = '/member/pages/taskCenter/index'
const EARN_POINTS = '/member/pages/activities/earnPoints/index'
const INVITE_PAGE = '/member/pages/point/inviteActivity/index'
const INVITE_RECORDS = '/member/pages/point/invite/index'
const REWARDS_TAB = '/memberMinVolume/pages/collectPrice/index'
const POINTS_PAGE = '/member/pages/point/pointList/index'
const DAY = 86_400_000
const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004 // $58, no choices
const POSTER = 'e2e-poster'

let browser
useBrowser((launched) => (browser = launched))

const tag = Date.now().toString(36)
const texts = (zhHK, zhCN, en) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en })

/** The member's tasks as the server sees them. */
const tasksOf = async (member) => (await ok(call('GET', '/v1/taskCenter/list', { token: member.token }))).list
const inviteOf = (member) => ok(call('GET', '/v1/invite/activity', { token: member.token }))

/** A friend who signs up with `inviteCode` through the API (as the sign-up page would). */
async function friendOf(inviteCode) {
  const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  await call('POST', '/v1/verify/hdl/send', { body: { areaCode: '852', phone, scene: 'register' } })
  return ok(call('POST', '/v1/account/simpleRegister', { body: { areaCode: '852', phone, code: await smsCode(phone), agree: true, inviteCode } }))
}

/** A task card on the page by the task's id or kind. */
const taskCard = (page, { id, kind }) => page.locator(id ? `[data-testid="task"][data-id="${id}"]` : `[data-testid="task"][data-kind="${kind}"]`)

/** What every journey shares: the demo's running invite campaign (one put up when there is none) and a staff member of the store. */
let setup
before(async () => {
  const probe = await newMember()
  let { campaign } = await inviteOf(probe)
  if (!campaign) {
    const now = Date.now()
    const { list: templates } = await admin('GET', '/admin/v1/coupon/templates')
    await admin('POST', '/admin/v1/invite/campaigns', {
      title: texts(`E2E 邀請 ${tag}`, `E2E 邀请 ${tag}`, `E2E invite ${tag}`),
      startsAt: now - DAY,
      endsAt: now + 90 * DAY,
      inviterCap: 20,
      rewards: [
        { side: 'invitee', stage: 'register', kind: 'coupon', templateId: templates[0].templateId },
        { side: 'inviter', stage: 'register', kind: 'points', points: 50 },
      ],
    })
    campaign = (await inviteOf(probe)).campaign
  }
  assert.ok(campaign, 'an invite campaign runs')
  const welcome = campaign.rewards.find((reward) => reward.side === 'invitee' && reward.stage === 'register' && reward.kind === 'coupon')
  assert.ok(welcome?.couponName, 'the campaign welcomes a friend with a coupon')
  const staff = await newMember()
  await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
  setup = { campaign, welcome, staff }
})

describe('task centre, invitations and promotion attribution', () => {
  test('a member completes the profile task: go to the profile, save it, come back, claim, see the points', async () => {
    const member = await newMember()
    const { page, context, errors } = await openPhone(browser, { member })

    await page.goto(TASK_CENTRE)
    const profile = taskCard(page, { kind: 'profile' })
    await profile.waitFor()
    assert.equal(await profile.getAttribute('data-state'), 'doing')
    assert.equal(await profile.getByTestId('task-progress').innerText(), '0 / 1')
    assert.match(await profile.getByTestId('task-reward').innerText(), /\+50 積分/)
    assert.match(await profile.getByTestId('task-period').innerText(), /^限領一次 · \d{4}\.\d\d\.\d\d( \d\d:\d\d)? 截止$/)
    const bar = profile.getByRole('progressbar', { name: '「完善個人資料」進度' })
    assert.equal(await bar.getAttribute('aria-valuetext'), '已完成 0 / 1')
    // The weekly order task says when its week starts again (a Monday at midnight).
    assert.match(await taskCard(page, { kind: 'order' }).first().getByTestId('task-period').innerText(), /^本週 · \d+月\d+日星期一 00:00 重設$/)
    await screenshot(page, 'tasks-01-centre', { fullPage: true })

    // "Go" leads to the member info page; the profile is saved there.
    await profile.getByRole('button', { name: '去完成' }).click()
    await page.waitForURL('**/member/pages/userInfo/index')
    await page.getByLabel('暱稱').fill('阿任')
    await page.getByLabel('姓氏').fill('陳')
    await page.getByLabel('名字').fill('小任')
    await page.getByRole('radio', { name: '女' }).click()
    await page.getByRole('combobox', { name: '年' }).selectOption('1992')
    await page.getByRole('combobox', { name: '月' }).selectOption('03')
    await page.getByRole('combobox', { name: '日' }).selectOption('14')
    await page.getByRole('button', { name: '儲存' }).click()
    await page.getByText('已儲存').first().waitFor()

    // Back: the task is done and claimed here; the result is said in the card's live region.
    await page.goBack()
    await page.waitForURL(`**${TASK_CENTRE}`)
    await profile.and(page.locator('[data-state="claimable"]')).waitFor()
    assert.equal(await profile.getByTestId('task-progress').innerText(), '1 / 1')
    await screenshot(page, 'tasks-02-claimable')
    await profile.getByRole('button', { name: '領取' }).click()
    await profile.getByRole('status').filter({ hasText: '已領取：+50 積分已加入你的帳戶' }).waitFor()
    await profile.getByRole('button', { name: '已領取' }).waitFor()
    assert.equal(await profile.getByRole('button', { name: '已領取' }).isDisabled(), true)
    await screenshot(page, 'tasks-03-claimed')
    const claimed = (await tasksOf(member)).find((item) => item.kind === 'profile')
    assert.equal(claimed.state, 'claimed')

    // The points history names the task's reward.
    await page.goto(POINTS_PAGE)
    const row = page.locator('[data-testid="points-record"][data-reason="task"]')
    await row.waitFor()
    assert.match(await row.innerText(), /任務獎賞[\s\S]*\+50/)
    assert.equal(await page.getByTestId('points-balance').innerText(), '50')
    await screenshot(page, 'tasks-04-points-history')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('an order task the operator puts up: the store finishes the order, the member claims it in the browser', async () => {
    const now = Date.now()
    const weekly = await admin('POST', '/admin/v1/tasks', {
      kind: 'order',
      title: texts(`E2E 本週一單 ${tag}`, `E2E 本周一单 ${tag}`, `E2E one order this week ${tag}`),
      description: texts('本週完成一張訂單，送 30 積分', '本周完成一张订单，送 30 积分', 'Complete an order this week for 30 points'),
      target: 1,
      period: 'week',
      rewardKind: 'points',
      rewardPoints: 30,
      startsAt: now - DAY,
      endsAt: now + 60 * DAY,
      sort: -1,
    })
    const member = await newMember()
    const key = (what) => ({ 'Idempotency-Key': `${what}-${member.phone}` })
    await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: '100' }, headers: key('topup') }))
    await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: FRIED_BEEF_NOODLES, num: 1 } }))
    const order = await ok(call('POST', '/v1/order/submit', { token: member.token, body: { sid: STORE, orderType: 2, areaCode: '852', phone: member.phone }, headers: key('order') }))
    await ok(call('POST', '/v1/pay-center/pay', { token: member.token, body: { order_id: order.order_id, payType: 'wallet' } }))

    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto(TASK_CENTRE)
    const card = taskCard(page, { id: weekly.id })
    await card.waitFor()
    // Paid is not finished: the task still waits, and "go" leads to ordering.
    assert.equal(await card.getAttribute('data-state'), 'doing')
    await card.getByRole('button', { name: '去完成' }).waitFor()

    // The store makes it, calls it and hands it over.
    for (const to of ['in_production', 'ready', 'finished']) {
      await ok(call('POST', '/v1/console/order/advance', { token: setup.staff.token, body: { order_id: order.order_id, to } }))
    }
    await page.reload()
    await card.and(page.locator('[data-state="claimable"]')).waitFor()
    assert.equal(await card.getByTestId('task-progress').innerText(), '1 / 1')
    await card.getByRole('button', { name: '領取' }).click()
    await card.getByRole('status').filter({ hasText: '已領取：+30 積分已加入你的帳戶' }).waitFor()
    await card.getByRole('button', { name: '已領取' }).waitFor()
    await screenshot(page, 'tasks-05-order-task-claimed')
    assert.equal((await tasksOf(member)).find((item) => item.id === weekly.id).state, 'claimed')
    // A second claim (another tab, say) answers the same claim: the points came once.
    const again = await ok(call('POST', '/v1/taskCenter/claim', { token: member.token, body: { id: weekly.id } }))
    assert.equal(again.state, 'claimed')
    const records = (await ok(call('GET', '/v1/member/point/records?pageNum=1&pageSize=20', { token: member.token }))).list
    assert.equal(records.filter((record) => record.reason === 'task').length, 1)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test("a member's invite link brings a visitor from a poster through sign-up: the welcome coupon, one friend, one sign-up for the poster", async () => {
    const { welcome } = setup
    const inviter = await newMember()
    const { inviteCode } = await inviteOf(inviter)
    const report = async () => (await admin('GET', '/admin/v1/promotions')).list.find((line) => line.qrPromoteId === POSTER && line.channel === 'poster')
    const signUpsBefore = (await report())?.signUps ?? 0

    // Member A's page: the campaign, what each side gets, the code, and the share sheet with the link.
    const a = await openPhone(browser, { member: inviter, contextOptions: { permissions: ['geolocation', 'clipboard-read', 'clipboard-write'] } })
    // The Mine page's menu has the way in.
    await a.page.goto('/pages/member/mine/index')
    await a.page.getByRole('button', { name: '邀請好友' }).click()
    await a.page.waitForURL(`**${INVITE_PAGE}`)
    assert.equal(await a.page.getByTestId('invite-code').innerText(), inviteCode)
    await a.page.getByTestId('invite-friend-gets').filter({ hasText: `註冊即得 ${welcome.couponName}` }).waitFor()
    assert.match(await a.page.getByTestId('invite-you-get').innerText(), /好友註冊後得 50 積分/)
    assert.match(await a.page.getByTestId('invite-cap').innerText(), /你尚可因 \d+ 位好友獲得獎賞/)
    await a.page.getByRole('heading', { name: '未有好友用你的邀請碼註冊' }).waitFor()
    await screenshot(a.page, 'tasks-06-invite', { fullPage: true })
    await a.page.getByRole('button', { name: '分享邀請連結' }).click()
    const sheet = a.page.getByRole('dialog', { name: '邀請好友加入港灣廚房' })
    await sheet.getByRole('img', { name: '邀請連結的二維碼' }).waitFor()
    await sheet.getByRole('button', { name: '複製連結' }).click()
    await a.page.getByText('連結已複製').waitFor()
    const copied = await a.page.evaluate(() => navigator.clipboard.readText())
    assert.equal(copied, (await sheet.getByTestId('invite-link').innerText()).trim())
    const link = new URL(copied)
    assert.equal(link.pathname, '/')
    assert.equal(link.searchParams.get('inviteCode'), inviteCode)
    await screenshot(a.page, 'tasks-07-invite-share')

    // A new visitor opens the link as the poster's QR code carried it.
    const visitor = await openPhone(browser)
    const { page } = visitor
    link.searchParams.set('qrPromoteId', POSTER)
    link.searchParams.set('chan_id', 'poster')
    await page.goto(`${link.pathname}${link.search}`)
    await page.waitForURL('**/account/pages/public/auth/index?inviteCode=*')
    assert.deepEqual(JSON.parse(await page.evaluate(() => sessionStorage.getItem('qsr.promotion'))), { qrPromoteId: POSTER, channel: 'poster' })
    const code = page.getByLabel('邀請碼')
    assert.equal(await code.inputValue(), inviteCode)
    const phone = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    await page.getByLabel('手機號碼').fill(phone)
    await page.getByRole('button', { name: '發送驗證碼' }).click()
    await page.getByRole('button', { name: /秒後重發/ }).waitFor()
    await page.getByLabel('驗證碼', { exact: true }).fill(await smsCode(phone))
    await page.getByRole('checkbox', { name: /會員條款/ }).check()
    await page.getByRole('checkbox', { name: /私隱政策/ }).check()
    await screenshot(page, 'tasks-08-sign-up-with-code')
    const registered = page.waitForResponse((response) => response.url().endsWith('/v1/account/simpleRegister'))
    await page.getByRole('button', { name: '登入 / 註冊' }).click()
    const sent = (await registered).request().postDataJSON()
    assert.deepEqual({ inviteCode: sent.inviteCode, qrPromoteId: sent.qrPromoteId, channel: sent.channel }, { inviteCode, qrPromoteId: POSTER, channel: 'poster' })
    await page.waitForURL((url) => !url.pathname.includes('/account/pages/public/auth'))

    // The welcome coupon is in the new member's wallet.
    await page.goto('/member/pages/voucher/voucherList/index')
    await page.getByTestId('coupon-card').filter({ hasText: welcome.couponName }).first().waitFor()
    await screenshot(page, 'tasks-09-welcome-coupon')
    assert.deepEqual(visitor.errors, [])
    await visitor.context.close()

    // Member A's page shows one friend, who has not ordered yet and brought 50 points.
    await a.page.goto(INVITE_PAGE)
    const friend = a.page.getByTestId('invite-friend')
    await friend.waitFor()
    assert.equal(await friend.count(), 1)
    assert.match(await friend.innerText(), /朋友[\s\S]*未下單[\s\S]*\+50 積分（註冊）/)
    assert.equal(await a.page.getByTestId('invite-total-friends').innerText(), '1')
    assert.equal(await a.page.getByTestId('invite-total-points').innerText(), '50')
    await screenshot(a.page, 'tasks-10-invite-one-friend', { fullPage: true })
    // The points history names the invitation.
    await a.page.goto(POINTS_PAGE)
    await a.page.locator('[data-testid="points-record"][data-reason="invite"]').filter({ hasText: '邀請好友獎賞' }).waitFor()
    assert.deepEqual(a.errors, [])
    await a.context.close()

    // The operator's report counts the sign-up for the poster.
    assert.equal((await report())?.signUps, signUpsBefore + 1)
  })

  test('an order submitted in a visit that came from a poster is attributed to it', async () => {
    const member = await newMember()
    await ok(call('POST', '/v1/dev/wallet/topup', { token: member.token, body: { amount: '100' }, headers: { 'Idempotency-Key': `attr-${member.phone}` } }))
    await ok(call('POST', '/v1/cart/add', { token: member.token, body: { sid: STORE, orderType: 2, goods_id: FRIED_BEEF_NOODLES, num: 1 } }))
    const report = async () => (await admin('GET', '/admin/v1/promotions')).list.find((line) => line.qrPromoteId === POSTER && line.channel === 'menu')
    const ordersBefore = (await report())?.orders ?? 0
    const { page, context, errors } = await openPhone(browser, { member, store: STORE })
    await page.goto(`/?sid=${STORE}&qrPromoteId=${POSTER}&channel=menu`)
    await page.waitForURL('**/pages/store/goods?sid=*')
    await page.goto('/orderCreate/pages/order/create/index')
    const submit = page.getByRole('button', { name: '提交訂單' })
    await submit.waitFor()
    const attributed = page.waitForResponse((response) => response.url().endsWith('/v1/promote/qr/id'))
    await submit.click()
    await confirmOrderFinal(page)
    const answer = await (await attributed).json()
    assert.equal(answer.resultCode, 0)
    await page.waitForURL('**/orderPlus/pages/public/pay/index?*')
    assert.equal((await report())?.orders, ordersBefore + 1)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a visitor sees the tasks with a sign-in prompt instead of buttons', async () => {
    const { page, context, errors } = await openPhone(browser)
    await page.goto(TASK_CENTRE)
    await page.getByTestId('task-sign-in').filter({ hasText: '登入後即可完成任務及領取獎賞' }).waitFor()
    await page.getByTestId('task').first().waitFor()
    assert.equal(await page.getByTestId('task-go').count(), 0)
    assert.equal(await page.getByTestId('task-claim').count(), 0)
    for (const count of await page.getByTestId('task-progress').allInnerTexts()) assert.match(count, /^0 \/ \d+$/)
    await screenshot(page, 'tasks-11-visitor', { fullPage: true })
    await page.getByTestId('task-sign-in').getByRole('button', { name: '登入／註冊' }).click()
    await page.waitForURL('**/account/pages/public/auth/index?oldUrl=*')
    assert.equal(new URL(page.url()).searchParams.get('oldUrl'), TASK_CENTRE)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pages read well at 360, 390 and 768 px in three languages', async () => {
    // A member with something in every state: the profile task claimed, a friend who signed up
    // with their code (the invite task ready to claim), the order tasks under way.
    const member = await newMember()
    await ok(call('POST', '/v1/member/profile/save', { token: member.token, body: { nickName: '阿掃', sex: 1, birthday: '1990-05-20' } }))
    const profileTask = (await tasksOf(member)).find((item) => item.kind === 'profile')
    await ok(call('POST', '/v1/taskCenter/claim', { token: member.token, body: { id: profileTask.id } }))
    const { inviteCode } = await inviteOf(member)
    await friendOf(inviteCode)
    assert.ok((await tasksOf(member)).some((item) => item.kind === 'invite' && item.state === 'claimable'))

    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { member, contextOptions: { viewport: { width, height: 800 }, reducedMotion: 'reduce' } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        const shot = (name, options) => screenshot(page, `tasks-${name}-${lang}-${width}`, options)

        await page.goto(REWARDS_TAB)
        await page.getByTestId('task-brief').first().waitFor()
        await page.getByTestId('draw-activity').first().waitFor()
        await shot('rewards', { fullPage: true })
        await page.goto(TASK_CENTRE)
        await page.locator('[data-testid="task"][data-state="claimed"]').first().waitFor()
        await shot('centre', { fullPage: true })
        // Claiming the invite task: the reward in the card (a coupon, with its way to the wallet).
        const claimable = page.locator('[data-testid="task"][data-kind="invite"][data-state="claimable"]').first()
        if (await claimable.count()) {
          const invite = page.locator(`[data-testid="task"][data-id="${await claimable.getAttribute('data-id')}"]`)
          await invite.getByTestId('task-claim').click()
          await invite.getByTestId('task-open-coupon').waitFor()
          await shot('claim-result')
        }
        await page.goto(EARN_POINTS)
        await page.getByTestId('task').first().waitFor()
        await shot('earn-points')
        await page.goto(INVITE_PAGE)
        await page.getByTestId('invite-friend').first().waitFor()
        await shot('invite', { fullPage: true })
        await page.getByTestId('invite-share').click()
        await page.getByTestId('invite-qr').waitFor()
        await shot('invite-share')
        await page.goto(INVITE_RECORDS)
        await page.getByTestId('invite-friend').first().waitFor()
        await shot('invite-records')
        assert.deepEqual(errors, [])
        await context.close()

        const visit = await openPhone(browser, { contextOptions: { viewport: { width, height: 800 }, reducedMotion: 'reduce' } })
        await visit.page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await visit.page.goto(TASK_CENTRE)
        await visit.page.getByTestId('task').first().waitFor()
        await screenshot(visit.page, `tasks-visitor-${lang}-${width}`)
        assert.deepEqual(visit.errors, [])
        await visit.context.close()
      }
    }
  })
})
