// Custom pages (issue 19 integralMall/pages/customPage, issue 21 pages/customPage) in a real
// browser against a qsr-server started with QSR_DEV=1 and QSR_ADMIN_TOKEN: a visitor opens the
// demo brand's mall page (slug mall-autumn), sees its title, the banner, the shelf of mall items
// (the tumbler with its cash part) and the link tiles, and taps an item to its page; the brand's
// path shows the same page; a page the operator takes down (admin API) says it is no longer
// available, with a way back; and the page at 360, 390 and 768 px in the three languages with the
// accessibility check.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { admin, call, ok, openPhone } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const MALL_PAGE = '/integralMall/pages/customPage/index?slug=mall-autumn'
const BRAND_PAGE = '/pages/customPage/index?slug=mall-autumn'

let browser
useBrowser((launched) => (browser = launched))

const texts = (zhHK, zhCN, en) => ({ 'zh-HK': zhHK, 'zh-CN': zhCN, en })

/** The demo page as the server gives it in zh-HK, and the mall's shelf: the items its shelf block shows. */
async function demoPage() {
  const page = await ok(call('GET', '/v1/page?slug=mall-autumn'))
  const shelf = await ok(call('GET', '/v1/mall/index'))
  const block = page.blocks.find((x) => x.kind === 'mall_items')
  assert.ok(block, 'the demo page mall-autumn has a shelf of mall items')
  const onSale = block.itemIds.map((id) => shelf.items.find((item) => item.id === id)).filter(Boolean)
  const tumbler = onSale.find((item) => item.cash !== '0')
  assert.ok(tumbler, 'the demo shelf holds an item with a cash part (the brand tumbler)')
  return { page, banner: page.blocks.find((x) => x.kind === 'banner'), onSale, tumbler }
}

describe('custom pages', () => {
  test("a visitor opens the mall's page: title, banner, the shelf in its order with the cash part, and an item opens its page", async () => {
    const { page: demo, banner, onSale, tumbler } = await demoPage()
    const { page, context, errors } = await openPhone(browser)
    await page.goto(MALL_PAGE)
    await page.getByRole('heading', { level: 1, name: demo.title }).waitFor()

    // The banner is named by its caption and leads to its in-app path. (The demo's caption names the
    // tumbler as its shelf card does, so the banner is found by its test id and checked by its name.)
    const bannerLink = page.getByTestId('page-banner').and(page.getByRole('link', { name: banner.title }))
    assert.equal(await bannerLink.getAttribute('href'), banner.link)
    assert.equal(await bannerLink.getAttribute('target'), null)

    // The shelf: the items on sale in the block's order; the tumbler shows points and its cash part.
    const cards = page.getByTestId('page-mall-item')
    await cards.first().waitFor()
    assert.deepEqual(await cards.evaluateAll((all) => all.map((x) => Number(x.dataset.id))), onSale.map((item) => item.id))
    const tumblerCard = page.locator(`[data-testid="page-mall-item"][data-id="${tumbler.id}"]`)
    assert.equal(
      (await tumblerCard.getByTestId('page-mall-item-price').innerText()).trim(),
      `${tumbler.points.toLocaleString('en')} 積分 + $${tumbler.cash}`,
    )
    // The link tiles lead into the app.
    assert.equal(await page.getByTestId('page-links').getByRole('link', { name: '任務中心' }).getAttribute('href'), '/member/pages/taskCenter/index')
    await screenshot(page, 'pages-01-mall-page', { fullPage: true })

    // An item opens its page in the mall.
    await tumblerCard.click()
    await page.waitForURL(`**/integralMall/pages/detail/index?id=${tumbler.id}`)
    await page.getByTestId('mall-item-title').filter({ hasText: tumbler.title }).waitFor()

    // Back on the page, the banner opens the item it names.
    await page.goBack()
    await bannerLink.click()
    await page.waitForURL(`**${banner.link}`)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test("the brand's path shows the same page, and ?id= is read as the slug", async () => {
    const { page: demo } = await demoPage()
    const { page, context, errors } = await openPhone(browser)
    await page.goto(BRAND_PAGE)
    await page.getByRole('heading', { level: 1, name: demo.title }).waitFor()
    await page.getByTestId('page-mall-item').first().waitFor()
    await screenshot(page, 'pages-02-brand-page')
    await page.goto('/pages/customPage/index?id=mall-autumn')
    await page.getByRole('heading', { level: 1, name: demo.title }).waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a page the operator takes down says it is no longer available, with a way back to the mall', async () => {
    const slug = `e2e-${Date.now().toString(36)}`
    const saved = await admin('POST', '/admin/v1/pages', {
      slug,
      title: texts('期間限定', '期间限定', 'Limited time'),
      blocks: [{ kind: 'text', title: texts('快閃優惠', '快闪优惠', 'Flash offer'), text: texts('今日限定。', '今日限定。', 'Today only.') }],
      active: true,
    })
    const { page, context, errors } = await openPhone(browser)
    await page.goto(`/integralMall/pages/customPage/index?slug=${slug}`)
    await page.getByRole('heading', { level: 1, name: '期間限定' }).waitFor()

    await admin('POST', '/admin/v1/pages', { id: saved.id, slug, title: saved.title, blocks: saved.blocks, active: false })
    const answer = await call('GET', `/v1/page?slug=${slug}`)
    assert.equal(answer.status, 404)
    await page.reload()
    await page.getByRole('heading', { name: '此頁面已不再提供' }).waitFor()
    await screenshot(page, 'pages-03-taken-down')
    await page.getByTestId('page-gone-home').click()
    await page.waitForURL('**/pages/integralMall/index')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('the page reads well at 360, 390 and 768 px in three languages', async () => {
    for (const lang of ['zh-HK', 'zh-CN', 'en']) {
      const demo = await ok(call('GET', '/v1/page?slug=mall-autumn', { lang }))
      for (const width of [360, 390, 768]) {
        const { page, context, errors } = await openPhone(browser, { contextOptions: { viewport: { width, height: 800 } } })
        await page.evaluate((chosen) => localStorage.setItem('qsr.lang', chosen), lang)
        await page.goto(MALL_PAGE)
        await page.getByRole('heading', { level: 1, name: demo.title }).waitFor()
        await page.getByTestId('page-mall-item').first().waitFor()
        await screenshot(page, `pages-mall-autumn-${lang}-${width}`, { fullPage: true })
        await page.goto('/pages/customPage/index?slug=no-such-page')
        await page.getByTestId('page-gone-home').waitFor()
        await screenshot(page, `pages-gone-${lang}-${width}`)
        assert.deepEqual(errors, [])
        await context.close()
      }
    }
  })
})
