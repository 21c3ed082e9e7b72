// Every seed page path (issue 21): a signed-in member and a visitor each open every page path of
// spec 000 §2 and 001 §2 (the list kept in e2e/seedPagePaths.json, which a unit test holds equal to
// the app's route table) and none may show the "coming soon" page or the error page of a page
// that failed to load or render. A visitor sent to sign in by the navigation guard (spec 000 §2)
// sees the sign-in page, which counts as a real page.
//
// Fast on purpose (CI is near its time limit): one browser context per role, both roles side by
// side, client-side navigation (the History API and a popstate, as the router's own back and
// forward), and the cheap signal of a page having arrived: its code loaded (no "page-loading"
// placeholder) and the address still for a moment (redirects done).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import { newMember, openPhone } from './apiHelpers.mjs'
import { screenshot, useBrowser } from './browser.mjs'

const { paths } = JSON.parse(readFileSync(new URL('./seedPagePaths.json', import.meta.url), 'utf8'))
/** The coming-soon page's own path shows it by design. */
const COMING_SOON_PATH = 'pages/public/comingSoon/index'
/** How long the address and the page must stay put to count as arrived. */
const STILL_MS = 100

let browser
useBrowser((launched) => (browser = launched))

/** Goes to a path the way the router goes back and forward: no reload, the app stays warm. */
async function goClientSide(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, `/${path}`)
  await page.waitForFunction(
    (still) => {
      const loading = document.querySelector('[data-testid="page-loading"]')
      const key = `${window.location.pathname}${window.location.search}${loading ? ' loading' : ''}`
      const now = performance.now()
      const seen = window.__qsrSweep
      if (!seen || seen.key !== key) {
        window.__qsrSweep = { key, since: now }
        return false
      }
      return !loading && now - seen.since >= still
    },
    STILL_MS,
    { polling: 30, timeout: 15_000 },
  )
}

/** What the page shows now that the sweep refuses (hidden tab pages do not count). */
function refusedOnScreen(page) {
  return page.evaluate(() => {
    const shown = (selector) => [...document.querySelectorAll(selector)].some((element) => element.checkVisibility())
    return { comingSoon: shown('[data-testid="coming-soon"]'), failed: shown('[data-testid="page-error-boundary"]'), at: `${window.location.pathname}${window.location.search}` }
  })
}

/** Opens every path; answers the ones that showed what they must not, and how long it took. */
async function sweep(page, role) {
  const started = Date.now()
  const problems = []
  for (const path of paths) {
    await goClientSide(page, path)
    const seen = await refusedOnScreen(page)
    if (seen.failed) problems.push(`${role} /${path}: the error page (at ${seen.at})`)
    if (seen.comingSoon && path !== COMING_SOON_PATH) problems.push(`${role} /${path}: coming soon (at ${seen.at})`)
    // The one page that shows it by design proves the sweep would see it anywhere else.
    if (!seen.comingSoon && path === COMING_SOON_PATH) problems.push(`${role} /${path}: the sweep did not see the coming-soon page where it must be`)
  }
  return { problems, seconds: (Date.now() - started) / 1000 }
}

describe('every seed page path', () => {
  test('a member and a visitor open every page path: none is "coming soon" or an error page', async () => {
    assert.ok(paths.length >= 170, `the list has ${paths.length} paths`)
    const member = await newMember()
    const [asMember, asVisitor] = await Promise.all([openPhone(browser, { member, store: 1001 }), openPhone(browser, { store: 1001 })])
    const [memberSweep, visitorSweep] = await Promise.all([sweep(asMember.page, 'member'), sweep(asVisitor.page, 'visitor')])
    console.log(`# ${paths.length} paths: member ${memberSweep.seconds}s, visitor ${visitorSweep.seconds}s`)
    for (const { errors } of [asMember, asVisitor]) if (errors.length) console.log(`# page errors: ${[...new Set(errors)].join(' | ')}`)
    assert.deepEqual([...memberSweep.problems, ...visitorSweep.problems], [])

    // The last screens of the seed, as a member sees them (photographed and checked for WCAG 2.2 AA).
    for (const [name, path] of [
      ['every-page-host-only', 'pages/public/proxyReg/index'],
      ['every-page-guide', 'orderPlus/pages/guide/index'],
      ['every-page-maintenance', 'orderPlus/pages/stopMaintain/index'],
      ['every-page-versions', 'memberPlus/pages/versionList/index'],
      ['every-page-city-list', 'mainFlow/pages/cityList/index'],
      ['every-page-customer-service', 'orderPlus/pages/customerWebview/index'],
      ['every-page-webview', 'orderPlus/pages/webview/index?url=https%3A%2F%2Fwww.example.org%2Fnews&title=News'],
      ['every-page-third-vouchers', 'couponMini/pages/thirdVoucher/list/index'],
      ['every-page-advertisement', 'couponMini/pages/advertisement/index'],
      ['every-page-orders-shop', 'pages/order/index/index?tab=shop'],
    ]) {
      await goClientSide(asMember.page, path)
      await screenshot(asMember.page, name)
    }
    await Promise.all([asMember.context.close(), asVisitor.context.close()])
  })
})
