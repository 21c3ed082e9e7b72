// Order reviews (issue 20) in a real browser against a qsr-server started with QSR_DEV=1 and
// QSR_ADMIN_TOKEN: a member reviews a finished order from its detail page with stars, words and two
// photos, sees the thanks and their review; the store replies from the console and the member reads
// the reply; the review is in the community feed and opens in full. Words with an emoji are stopped
// on the page, a sensitive word by the server with its message, and nothing is saved. Every new
// page at 360, 390 and 768 px in the three languages with the accessibility check. The order list's
// cards offer the same review action as the detail.
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { admin, call, newMember, ok, openPhone, walletOrder } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const STORE = 1007 // the 24-hour demo store
const FRIED_BEEF_NOODLES = 30004
const FEED = '/memberPlus/pages/memberFeed/index'
const orderDetail = (no) => `/mainFlow/pages/order/detail/index?order_id=${no}`
const commentPage = (no) => `/orderPlus/pages/comment/index?orderNo=${no}`

let browser
useBrowser((launched) => (browser = launched))

let staff
before(async () => {
  staff = await newMember()
  await admin('POST', '/admin/v1/member/staff', { memberId: staff.memberId, sid: STORE })
})

/** A pickup order paid from the wallet and handed over by the store. */
const finishedOrder = (member) => walletOrder(member, { store: STORE, goods: FRIED_BEEF_NOODLES, staff, steps: ['in_production', 'ready', 'finished'] })

/** A real PNG "photo" of a plate, painted in a page of its own. */
async function photo(context, colours) {
  const painter = await context.newPage()
  // (A phone context lays a page without a viewport tag out 980 px wide: the tag keeps the plate 240 px.)
  await painter.setContent(`<meta name="viewport" content="width=device-width"><body style="margin:0"><div style="width:240px;height:240px;background:radial-gradient(circle,${colours})"></div></body>`)
  const buffer = await painter.screenshot({ clip: { x: 0, y: 0, width: 240, height: 240 } })
  await painter.close()
  return buffer
}

describe('order reviews', () => {
  test('a member reviews a finished order with two photos; the store replies; the review is in the community feed', async () => {
    const member = await newMember()
    await ok(call('POST', '/v1/member/profile/save', { token: member.token, body: { nickName: '食評家阿欣' } }))
    const no = await finishedOrder(member)
    const { page, context, errors } = await openPhone(browser, { member })

    // The finished order's detail page offers the review.
    await page.goto(orderDetail(no))
    await page.getByTestId('order-review').filter({ hasText: '評價' }).click()
    await page.waitForURL(`**${commentPage(no)}`)
    await page.getByRole('heading', { level: 1, name: '評價訂單' }).waitFor()

    const form = page.getByTestId('review-form')
    await form.getByRole('radio', { name: '5 星' }).first().check()
    // Sending with a row unrated says so and sends nothing.
    await form.getByTestId('review-submit').click()
    await page.getByTestId('review-problem').filter({ hasText: '請為每一項評分（1 至 5 星）' }).waitFor()
    await page.getByTestId('stars-service').getByRole('radio', { name: '4 星' }).check()
    await page.getByLabel('分享你的感受（選填）').fill('乾炒牛河夠鑊氣，牛肉好嫩！')
    await page.getByTestId('media-file-input').setInputFiles([
      { name: 'noodles.png', mimeType: 'image/png', buffer: await photo(context, '#f4a259,#8c3b12') },
      { name: 'tea.png', mimeType: 'image/png', buffer: await photo(context, '#e9c46a,#6b3e1e') },
    ])
    await page.locator('[data-testid="media-picker"] li[data-uploaded="yes"]').nth(1).waitFor()
    await screenshot(page, 'reviews-01-form', { fullPage: true })
    await form.getByTestId('review-submit').click()

    // Thanks, then the member's review.
    await page.waitForURL('**/orderPlus/pages/commentCompleted/index**')
    await page.getByRole('heading', { name: '多謝你的評價！' }).waitFor()
    await screenshot(page, 'reviews-02-thanks')
    await page.getByRole('button', { name: '我的評價' }).click()
    await page.waitForURL(`**${commentPage(no)}`)
    const mine = page.getByTestId('review-card')
    await mine.waitFor()
    assert.match(await mine.innerText(), /乾炒牛河夠鑊氣/)
    await mine.getByRole('img', { name: '食物：5 / 5 星' }).waitFor()
    await mine.getByRole('img', { name: '服務：4 / 5 星' }).waitFor()
    assert.equal(await mine.getByRole('button', { name: /^相片 \d \/ 2，按此放大$/ }).count(), 2)
    const saved = await ok(call('GET', `/v1/market/eval?orderNo=${no}`, { token: member.token }))
    assert.equal(saved.review.media.length, 2)

    // The store replies from its console; the member reads the reply.
    const counter = await openPhone(browser, { member: staff })
    await counter.page.goto('/console')
    await counter.page.getByTestId('console-reviews-tab').click()
    const waiting = counter.page.locator(`[data-testid="console-review"][data-id="${saved.review.id}"]`)
    await waiting.waitFor()
    await waiting.getByLabel('回覆顧客').fill('多謝支持，期待你再嚟！')
    await screenshot(counter.page, 'reviews-03-console')
    await waiting.getByRole('button', { name: '發送回覆' }).click()
    await counter.page.getByText('已儲存').first().waitFor()
    await waiting.waitFor({ state: 'detached' }) // answered: off the "waiting for a reply" list
    await counter.context.close()
    const replied = await ok(call('GET', `/v1/market/eval?orderNo=${no}`, { token: member.token }))
    assert.equal(replied.review.reply?.text, '多謝支持，期待你再嚟！')
    await page.reload()
    await page.getByTestId('review-reply').filter({ hasText: '多謝支持，期待你再嚟！' }).waitFor()
    await screenshot(page, 'reviews-04-mine-with-reply', { fullPage: true })

    // The order detail now says "my review"; the feed (from the Mine page) shows it and opens it.
    await page.goto(orderDetail(no))
    await page.getByTestId('order-review').filter({ hasText: '我的評價' }).waitFor()
    await page.goto('/pages/member/mine/index')
    await page.getByRole('button', { name: '食評社區' }).click()
    await page.waitForURL(`**${FEED}`)
    const card = page.locator(`[data-testid="review-feed"] [data-testid="review-card"][data-id="${saved.review.id}"]`)
    await card.waitFor()
    assert.match(await card.innerText(), /食評家阿欣/)
    await screenshot(page, 'reviews-05-feed', { fullPage: true })
    await card.click()
    await page.waitForURL('**/memberPlus/pages/feedDetails/index?id=*')
    await page.getByTestId('review-reply').waitFor()
    await screenshot(page, 'reviews-06-feed-detail', { fullPage: true })
    // "My reviews" lists the member's own and leads back to the order's review.
    await page.goBack()
    await page.getByTestId('reviews-tab-mine').click()
    await page.getByTestId('my-reviews').getByTestId('review-card').first().click()
    await page.waitForURL(`**${commentPage(no)}`)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the order list offers the review on a finished order’s card, and “my review” once it is written', async () => {
    const member = await newMember()
    const no = await finishedOrder(member)
    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto('/pages/order/index/index?tab=all')
    const card = page.locator(`[data-testid="order-card"][data-order-id="${no}"]`)
    const action = card.getByTestId('order-review')
    await action.filter({ hasText: /^評價$/ }).waitFor()
    await screenshot(page, 'reviews-07-order-list')
    await action.click()
    await page.waitForURL(`**${commentPage(no)}`)
    await page.getByTestId('review-form').waitFor()

    await ok(call('POST', '/v1/market/eval', { token: member.token, body: { orderNo: no, food: 4, service: 5, content: '好味' } }))
    await page.goto('/pages/order/index/index?tab=all')
    await action.filter({ hasText: '我的評價' }).waitFor()
    await action.click()
    await page.waitForURL(`**${commentPage(no)}`)
    await page.getByTestId('review-card').waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('an emoji is stopped on the page and a sensitive word by the server; nothing is saved', async () => {
    const member = await newMember()
    const no = await finishedOrder(member)
    const { page, context, errors } = await openPhone(browser, { member })
    await page.goto(commentPage(no))
    const form = page.getByTestId('review-form')
    await form.getByTestId('stars-food').getByRole('radio', { name: '3 星' }).check()
    await form.getByTestId('stars-service').getByRole('radio', { name: '2 星' }).check()
    const words = page.getByLabel('分享你的感受（選填）')
    await words.fill('好味😋')
    await page.getByText('評價內容不可包含表情符號或特殊字元').waitFor()
    assert.equal(await form.getByTestId('review-submit').isDisabled(), true)
    await words.fill('啲牛河仆 街咁鹹')
    await form.getByTestId('review-submit').click()
    await page.getByTestId('review-problem').filter({ hasText: '內容包含不當字詞，請修改後再提交' }).waitFor()
    await screenshot(page, 'reviews-07-refused')
    const state = await ok(call('GET', `/v1/market/eval?orderNo=${no}`, { token: member.token }))
    assert.equal(state.review, null)
    assert.equal(state.canReview, true)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the pages read well at 360, 390 and 768 px in three languages', async () => {
    const member = await newMember()
    const reviewed = await finishedOrder(member)
    const open = await finishedOrder(member)
    const painter = await openPhone(browser, { member })
    const upload = async () => {
      const form = new FormData()
      form.append('file', new Blob([await photo(painter.context, '#f4a259,#8c3b12')], { type: 'image/png' }), 'a.png')
      const answer = await fetch(`${process.env.QSR_BASE_URL ?? 'http://127.0.0.1:8080'}/v1/upload/singlefile`, { method: 'POST', body: form, headers: { auth: member.token } })
      return (await answer.json()).data.url
    }
    const media = [await upload(), await upload(), await upload(), await upload()]
    await painter.context.close()
    const review = await ok(
      call('POST', '/v1/market/eval', { token: member.token, body: { orderNo: reviewed, food: 5, service: 5, content: 'Wok-fired beef noodles with real smoky flavour. 好味！', media } }),
    )
    await ok(call('POST', '/v1/console/reviews/reply', { token: staff.token, body: { id: review.id, reply: 'Thank you! 多謝支持！' } }))

    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      // One phone per language, turned to each width (a new browser context per shot costs seconds).
      const { page, context, errors } = await openPhone(browser, { member, contextOptions: { reducedMotion: 'reduce' } })
      await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
      for (const width of [360, 390, 768]) {
        await page.setViewportSize({ width, height: 800 })
        const shot = (name, options) => screenshot(page, `reviews-${name}-${lang}-${width}`, options)
        await page.goto(commentPage(open))
        await page.getByTestId('review-form').waitFor()
        await shot('form', { fullPage: true })
        await page.goto(commentPage(reviewed))
        await page.getByTestId('review-reply').waitFor()
        await shot('mine', { fullPage: true })
        await page.goto(FEED)
        await page.getByTestId('review-card').first().waitFor()
        await shot('feed')
        await page.goto(`${FEED}?tab=mine`)
        await page.getByTestId('my-reviews').getByTestId('review-card').first().waitFor()
        await shot('my-reviews')
        await page.goto(`/memberPlus/pages/feedDetails/index?id=${review.id}`)
        await page.getByTestId('review-reply').waitFor()
        await shot('detail', { fullPage: true })
        await page.goto(`/orderPlus/pages/commentCompleted/index?orderNo=${reviewed}`)
        await page.getByTestId('review-done').waitFor()
        await shot('thanks')
      }
      assert.deepEqual(errors, [])
      await context.close()
    }
  })
})
