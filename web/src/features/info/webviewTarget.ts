import { linkTarget } from '../../app/linkTarget'

/**
 * What a web view page does with the address it is given (spec 000 §2: a link may be
 * `webview:url`, blocked for one payment app's render host). A path of ours, or an address of this
 * very site, opens in the app; another site's `https://` address is offered to open in the
 * browser, where the customer sees its real address; anything else is refused.
 */
export type WebviewTarget = { kind: 'app'; to: string } | { kind: 'web'; url: URL } | { kind: 'refused' } | { kind: 'none' }

/** The payment app's page renderer the seed refuses in a web view (its pages only work inside that app). */
export const REFUSED_HOSTS: readonly string[] = ['render.alipay.com', 'render.alipay.hk']

/** The seed's names of the address parameter, first found wins. */
export const URL_PARAMS = ['url', 'src', 'link', 'webUrl', 'path'] as const

export function webviewTarget(raw: string | null | undefined, origin: string): WebviewTarget {
  if (!raw?.trim()) return { kind: 'none' }
  let link = raw.trim()
  // A seed link may come encoded once more than the query's own encoding ("https%3A%2F%2F…").
  if (/^https?%3A/i.test(link) || /^%2F/i.test(link)) {
    try {
      link = decodeURIComponent(link)
    } catch {
      return { kind: 'refused' }
    }
  }
  if (link.toLowerCase().startsWith('webview:')) link = link.slice('webview:'.length)
  const target = linkTarget(link)
  if (!target) return { kind: 'refused' }
  if (target.kind === 'app') return target
  const url = new URL(target.href)
  if (url.origin === origin) return { kind: 'app', to: `${url.pathname}${url.search}${url.hash}` }
  const host = url.hostname.toLowerCase()
  if (REFUSED_HOSTS.some((refused) => host === refused || host.endsWith(`.${refused}`))) return { kind: 'refused' }
  return { kind: 'web', url }
}
