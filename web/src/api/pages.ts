import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { ApiError, request } from './client'

/**
 * Custom pages (issue 19 integralMall/pages/customPage, issue 21 pages/customPage): landing pages
 * operators lay out from blocks, read by slug, in the request's language. A link is a path of ours
 * (`/…`) or an `https://` address, a picture ours (`/media/…`) or `https://` (the server checks
 * both when a page is saved; the app checks links again before making them tappable).
 */

export interface BannerBlock {
  kind: 'banner'
  image: string
  /** May be empty. */
  title: string
  /** May be empty: a banner that leads nowhere. */
  link: string
}

export interface TextBlock {
  kind: 'text'
  /** May be empty. */
  title: string
  /** Plain text, may hold newlines. */
  text: string
}

export interface MallItemsBlock {
  kind: 'mall_items'
  title: string
  /** In the operator's order; the app shows those on sale. */
  itemIds: number[]
}

export interface PageLinkTile {
  title: string
  /** May be empty. */
  image: string
  link: string
}

export interface LinksBlock {
  kind: 'links'
  title: string
  items: PageLinkTile[]
}

export type PageBlock = BannerBlock | TextBlock | MallItemsBlock | LinksBlock

export interface CustomPage {
  slug: string
  title: string
  /** Blocks of a kind the app does not know yet may come too: they are left out. */
  blocks: PageBlock[]
  updatedAt: number
}

export const fetchCustomPage = (slug: string, lang: Language, signal?: AbortSignal) => request<CustomPage>('/v1/page', { query: { slug }, lang, signal })

/** A slug never used, or a page taken down: the server answers 404 `page_not_found`. */
export function isPageNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 404
}

/** Pages are public and the same for everyone: not under 'member'. */
export const pageQueries = {
  page: (slug: string | null, lang: Language) =>
    queryOptions({
      queryKey: ['page', slug, lang] as const,
      queryFn: ({ signal }) => fetchCustomPage(slug as string, lang, signal),
      enabled: !!slug,
    }),
}

export function useCustomPage(slug: string | null) {
  return useQuery(pageQueries.page(slug, useLanguage()))
}
