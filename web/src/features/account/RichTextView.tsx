import { createElement, type ReactNode } from 'react'
import type { SafeNode } from './richText'

/** Renders a sanitized tree as React elements (text is always text, never HTML). */
export function RichTextView({ nodes }: { nodes: SafeNode[] }) {
  return <>{nodes.map(render)}</>
}

function render(node: SafeNode, index: number): ReactNode {
  if (typeof node === 'string') return node
  const children = node.children.length ? node.children.map(render) : undefined
  if (node.tag === 'a') {
    const external = /^(https?:)?\/\//i.test(node.href ?? '')
    return createElement('a', { key: index, href: node.href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }, children)
  }
  return createElement(node.tag, { key: index }, children)
}
