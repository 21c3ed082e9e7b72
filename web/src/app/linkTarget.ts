/**
 * Where a link of the brand leads (a custom page's, docs/API.md "Custom pages"; a banner; a web view's): a path of ours opens in the app
 * through the router, an `https://` address in a new tab; anything else (a protocol-relative
 * `//host`, `http:`, `javascript:`, an empty link) is not made tappable. The server checks links
 * when a page is saved; this is the app's own check. Pure functions, no React.
 */

export type LinkTarget = { kind: 'app'; to: string } | { kind: 'web'; href: string } | null

const MAX_LINK_LENGTH = 2000
/** Whitespace, control characters and backslashes have no place in a link (some browsers read "\\" as "/"). */
function unsafe(link: string): boolean {
  for (const char of link) {
    const code = char.charCodeAt(0)
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return true
  }
  return false
}

export function linkTarget(link: string | null | undefined): LinkTarget {
  if (!link || link.length > MAX_LINK_LENGTH || unsafe(link)) return null
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'app', to: link }
  if (/^https:\/\/[^/?#]+/i.test(link)) return { kind: 'web', href: link }
  return null
}
