// Shared set-up of the end-to-end tests: Debian's Chromium driven by playwright-core (no browser
// download), a phone-sized context, and helpers to read prices off the page.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, afterEach, before } from 'node:test'
import { chromium } from 'playwright-core'
import { assertAccessible, settled } from './accessibility.mjs'

export const BASE_URL = (process.env.QSR_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '')
export const OUTPUT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'output')
mkdirSync(OUTPUT_DIR, { recursive: true })

/** Central, Hong Kong (next to the demo's Queen's Road Central store). */
export const CENTRAL = { latitude: 22.2819, longitude: 114.1566 }

export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--headless'],
  })
}

/**
 * A fresh visitor on a phone: 390x844, mobile user agent, zh-HK, location granted at Central.
 * Marketing popups (the app shell's, on tab pages) are closed whenever one stands in the way of a
 * step, as a customer would close it; `keepPopups: true` leaves them to the journey that tests them.
 */
export async function newPhoneContext(browser, { keepPopups = false, ...options } = {}) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
    locale: 'zh-HK',
    timezoneId: 'Asia/Hong_Kong',
    geolocation: CENTRAL,
    permissions: ['geolocation'],
    ...options,
  })
  context.setDefaultTimeout(15_000)
  if (!keepPopups) {
    for (const page of context.pages()) await closePopupsInTheWay(page)
    context.on('page', (page) => void closePopupsInTheWay(page))
  }
  openContexts.add(context)
  context.on('close', () => openContexts.delete(context))
  return context
}

const MARKETING_POPUP = '[data-testid="marketing-popup"]'
const CLOSE = /^(關閉|关闭|Close)$/

/** Playwright closes the popup before any action it would cover (page.addLocatorHandler). */
async function closePopupsInTheWay(page) {
  // noWaitAfter: closing one popup may bring the next (highest priority first); the step checks
  // again and the handler closes that one too. A popup gives way to a sheet that opens meanwhile
  // (the cart "order again" opens on arrival): its Close button is gone until the sheet closes, and
  // a click waiting for it would hold the step until it timed out. Gone is fine (it runs again when
  // the popup is back); a popup still there that would not close is a failure.
  await page.addLocatorHandler(
    page.locator(MARKETING_POPUP),
    (popup) =>
      popup
        .getByRole('button', { name: CLOSE })
        .click({ timeout: 3_000 })
        .catch(async (error) => {
          if (await popup.isVisible()) throw error
        }),
    { noWaitAfter: true },
  )
}

/** A screenshot shows the page under test: popups that opened over it are closed first. */
async function closeVisiblePopup(page) {
  const popup = page.locator(MARKETING_POPUP)
  for (let shown = 0; shown < 5 && (await popup.isVisible()); shown++) {
    const id = await popup.getAttribute('data-id')
    // Escape, as a keyboard user closes it: a click would be a step the handler above steps in for.
    await page.keyboard.press('Escape')
    await page.locator(`${MARKETING_POPUP}[data-id="${id}"]`).waitFor({ state: 'detached' })
    await settled(page)
  }
}

// Contexts a test did not close: it failed before its end (the journeys close theirs last).
const openContexts = new Set()
let failureShots = 0

/** Photographs a screen of a journey and checks it against WCAG 2.2 AA (./accessibility.mjs). */
export async function screenshot(page, name, { fullPage = false, keepPopups = false } = {}) {
  await settled(page)
  if (!keepPopups) await closeVisiblePopup(page)
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage })
  await assertAccessible(page, name, OUTPUT_DIR)
}

/**
 * Counts the page's requests that `match` from now on; `quiet()` resolves once none of them is
 * in flight. A page that re-reads on mount (react-query's stale data) may have a read on the way
 * when a test changes the same data behind its back; waiting for quiet makes the change come after
 * the read, as a change on another device would.
 */
export function trackRequests(page, match) {
  let inFlight = 0
  const started = (request) => match(request) && inFlight++
  const ended = (request) => match(request) && inFlight--
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    async quiet() {
      for (let tries = 0; inFlight > 0; tries++) {
        if (tries >= 200) throw new Error(`requests still in flight after 10 s: ${inFlight}`)
        await page.waitForTimeout(50)
      }
    },
    stop() {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

/** "$38.5", "-$1,234.05", "38.5" -> integer cents, without floating point. */
export function toCents(text) {
  const match = /(-)?\$?\s*([\d,]*)(?:\.(\d{1,2}))?/.exec(String(text).trim())
  if (!match || (match[2] === '' && match[3] === undefined)) throw new Error(`not an amount: ${text}`)
  const whole = Number((match[2] || '0').replace(/,/g, ''))
  const fraction = Number(((match[3] ?? '') + '00').slice(0, 2))
  return (match[1] ? -1 : 1) * (whole * 100 + fraction)
}

/** Calls the API like the app does and unwraps the envelope. */
export async function api(path, lang = 'en') {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { 'Accept-Language': lang, channel: 'h5' } })
  const body = await response.json()
  if (response.status !== 200 || body.resultCode !== 0) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
  return body.data
}

export async function assertServerUp() {
  try {
    const response = await fetch(`${BASE_URL}/healthz`)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    throw new Error(`no qsr-server at ${BASE_URL} (set QSR_BASE_URL): ${error.message}`)
  }
}

/**
 * A new visitor is asked to agree to the privacy policy (spec 000 §4). Agrees when asked; the
 * prompt is shown once the agreement list has loaded.
 */
export async function acceptPrivacyPrompt(page, agree = /^(同意並繼續|同意并继续|Agree and continue)$/) {
  const button = page.getByRole('dialog').getByRole('button', { name: agree })
  await button.waitFor()
  await button.click()
  await button.waitFor({ state: 'detached' })
}

/**
 * The suite's browser: checks the server is up and launches Chromium before the tests of the
 * file, hands it to `receive`, and closes it after them.
 */
export function useBrowser(receive) {
  let browser
  before(async () => {
    await assertServerUp()
    browser = await launchBrowser()
    receive(browser)
  })
  // What a failed journey had on screen: its pages at the moment it stopped (output/failed-*.png).
  afterEach(async () => {
    for (const context of [...openContexts]) {
      for (const page of context.pages()) {
        const name = `failed-${process.pid}-${++failureShots}`
        await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`) }).catch(() => {})
        console.log(`# ${name}.png: ${page.url()}`)
      }
      await context.close().catch(() => {})
    }
  })
  after(async () => {
    await browser?.close()
  })
}

/**
 * spec 000 §8 tip "confirm order cannot be changed after": the checkout asks before every submit,
 * a table before its first round of the visit. Confirms it (zh-HK).
 */
export async function confirmOrderFinal(page) {
  const dialog = page.getByRole('dialog').filter({ hasText: '訂單確認後不可更改' })
  await dialog.getByRole('button', { name: '確認下單' }).click()
  await dialog.waitFor({ state: 'detached' })
}
