// WCAG 2.2 AA in the journeys: axe-core runs on every screen a journey photographs, and a serious or
// critical violation fails the journey there, naming the rule and the elements. Everything axe
// found (minor and moderate too) is also written to output/axe-<screen>.json for review.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const BLOCKING = new Set(['serious', 'critical'])

/**
 * axe's violations on the page as it is now (injected through DevTools, so no CSP applies).
 * Toasts are left out: one that starts fading while axe measures reads as low contrast (a red
 * CI run showed it), and they are antd's white on 70% black, well past AA when they stand still.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate('Boolean(window.axe)'))) await page.evaluate(axeSource)
  return page.evaluate(async (tags) => {
    const context = { include: [['html']], exclude: [['.adm-toast-mask']] }
    const result = await window.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), html: node.html.slice(0, 200), why: node.failureSummary })),
    }))
  }, WCAG_AA_TAGS)
}

/**
 * Waits until sheets, dialogs, masks and toasts stop moving (before a screenshot and before axe) (antd animates them from JavaScript, so
 * document.getAnimations() does not see them): two looks 120 ms apart that agree, at most 2 s.
 * Contrast measured on a half-faded dialog would be a false alarm.
 */
export async function settled(page) {
  const look = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.adm-mask, .adm-popup-body, .adm-center-popup-wrap, .adm-toast-main')]
        .map((element) => {
          const box = element.getBoundingClientRect()
          return `${Math.round(box.top)},${Math.round(box.left)},${getComputedStyle(element).opacity}`
        })
        .join('|'),
    )
  let previous = await look()
  for (let tries = 0; tries < 16; tries++) {
    await page.waitForTimeout(120)
    const now = await look()
    if (now === previous) return
    previous = now
  }
}

/** Fails with a readable list when the page has serious or critical WCAG 2.2 AA violations. */
export async function assertAccessible(page, screen, outputDir) {
  const violations = await axeViolations(page)
  const small = await smallTargets(page)
  if (small.length > 0) violations.push({ rule: 'target-size-44', impact: 'serious', help: 'tap targets of at least 44 x 44 px', nodes: small.map((target) => ({ target, html: '', why: '' })) })
  if (violations.length > 0) writeFileSync(join(outputDir, `axe-${screen}.json`), JSON.stringify(violations, null, 2))
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact))
  if (blocking.length === 0 || process.env.QSR_AXE === 'report') return
  const lines = blocking.flatMap((violation) => [
    `${violation.rule} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.slice(0, 5).map((node) => `  ${node.target}: ${node.html}`),
  ])
  throw new Error(`accessibility on ${screen} (${page.url()}):\n${lines.join('\n')}`)
}

/**
 * Controls smaller than 44 x 44 CSS px (the comfortable finger target this app holds itself to,
 * WCAG 2.5.5): visible buttons, links, checkboxes, radios, switches and tabs, except links inside
 * running text. Each is reported with its size and name.
 */
export async function smallTargets(page, minimum = 44) {
  return page.evaluate((min) => {
    const selector = 'button, a[href], input[type=checkbox], input[type=radio], [role=button], [role=radio], [role=checkbox], [role=switch], [role=tab], [role=link]'
    const small = []
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden=true], [inert]') || element.getAttribute('tabindex') === '-1') continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      if (element.tagName === 'A' && style.display === 'inline' && element.parentElement && element.parentElement.textContent.trim() !== element.textContent.trim()) continue
      // A native input drawn by its label (a custom checkbox): the label is the target.
      const drawn = element.tagName === 'INPUT' && element.closest('label') ? element.closest('label') : element
      const target = drawn.getBoundingClientRect()
      // A compact control may carry an invisible hit area: an absolutely placed ::after (global.css).
      const hit = getComputedStyle(drawn, '::after')
      const hitWidth = hit.position === 'absolute' ? parseFloat(hit.width) || 0 : 0
      const hitHeight = hit.position === 'absolute' ? parseFloat(hit.height) || 0 : 0
      if (Math.max(target.width, hitWidth) + 0.5 >= min && Math.max(target.height, hitHeight) + 0.5 >= min) continue
      const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('class') || '').trim().slice(0, 40)
      small.push(`${Math.round(target.width)}x${Math.round(target.height)} ${element.tagName.toLowerCase()} "${name}"`)
    }
    return small
  }, minimum)
}
