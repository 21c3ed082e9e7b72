/**
 * Agreement texts come from the server as HTML. They are trusted, but never inserted as HTML:
 * the text is parsed (DOMParser, which runs no scripts) and only an allow-list survives — h1-h4,
 * p, ul, ol, li, strong, em, br and a[href] with a safe address — as a plain tree that
 * RichTextView turns into React elements.
 */
export type SafeTag = 'h1' | 'h2' | 'h3' | 'h4' | 'p' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'br' | 'a'

export interface SafeElement {
  tag: SafeTag
  href?: string
  children: SafeNode[]
}

export type SafeNode = string | SafeElement

const ALLOWED: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'])
/** Other tags keep their text (b -> strong, i -> em); these go entirely, with what is inside. */
const DROPPED: ReadonlySet<string> = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title', 'form', 'input', 'button', 'select', 'textarea'])
const ALIASES: Readonly<Record<string, SafeTag>> = { b: 'strong', i: 'em', h5: 'h4', h6: 'h4' }

/** http(s), mailto and tel links, and paths of this app; nothing else (javascript:, data:, //host). */
export function safeHref(raw: string | null): string | null {
  if (!raw) return null
  const href = raw.trim()
  // Control characters are ignored by browsers inside schemes ("java\tscript:"): refuse them.
  if ([...href].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return href
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href
  return null
}

function convert(node: Node): SafeNode[] {
  if (node.nodeType === 3) return node.textContent ? [node.textContent] : []
  if (node.nodeType !== 1) return []
  const element = node as Element
  const name = element.tagName.toLowerCase()
  if (DROPPED.has(name)) return []
  const children = [...element.childNodes].flatMap(convert)
  const tag = (ALIASES[name] ?? (ALLOWED.has(name) ? name : null)) as SafeTag | null
  if (!tag) return children
  if (tag === 'br') return [{ tag, children: [] }]
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'))
    return href ? [{ tag, href, children }] : children
  }
  return [{ tag, children }]
}

export function sanitizeRichText(html: string): SafeNode[] {
  if (!html) return []
  const document = new DOMParser().parseFromString(html, 'text/html')
  const nodes = [...document.body.childNodes].flatMap(convert)
  // Whitespace between blocks is layout, not content.
  return nodes.filter((node) => typeof node !== 'string' || node.trim() !== '')
}
