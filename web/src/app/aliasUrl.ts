import { normalizePagePath } from './pagePaths'

/**
 * How a seed path that a built page serves leads there (issue 21): the query is kept, and a
 * parameter the seed names differently is also given under the name the built page reads.
 */
export interface AliasQuery {
  /** Ours -> the seed's names for it, first found wins (`{order_id: ['orderId', 'orderNo']}`). */
  rename?: Readonly<Record<string, readonly string[]>>
  /** Given when the address has none (`{type: 'memberTreaty'}`). */
  defaults?: Readonly<Record<string, string>>
}

export function aliasUrl(target: string, search: string, { rename = {}, defaults = {} }: AliasQuery = {}): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  for (const [ours, theirs] of Object.entries(rename)) {
    if (params.get(ours)) continue
    const found = theirs.map((name) => params.get(name)).find((value) => value)
    if (found) params.set(ours, found)
  }
  for (const [name, value] of Object.entries(defaults)) if (!params.get(name)) params.set(name, value)
  const query = params.toString()
  return `/${normalizePagePath(target)}${query ? `?${query}` : ''}`
}

/** The first of the seed's names for one thing that the address carries. */
export function firstParam(search: string, names: readonly string[]): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  return names.map((name) => params.get(name)?.trim()).find((value) => value) ?? null
}
