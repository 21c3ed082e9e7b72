import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'

export interface Banner {
  image: string
  title: string
  link: string
}

export interface Brand {
  code: string
  name: string
  logo: string
  banners: Banner[]
}

/** The spec's global config (spec 000 §3); only the fields the app reads are typed. */
export interface GlobalConfig {
  takeout?: number | boolean | string
  dinner?: number | boolean | string
  delivery_type?: number
  is_on_pre_order_status?: number | boolean
  latencyTime?: number
  minBuyFee?: string | number
  brand?: Brand
  [key: string]: unknown
}

export function fetchGlobalConfig(lang: Language, signal?: AbortSignal) {
  return request<GlobalConfig>('/v1/config/global', { lang, signal })
}

export function fetchPlatformConfig(codes: string[], lang: Language, signal?: AbortSignal) {
  return request<Record<string, unknown>>('/v1/config/platform', { query: { codes: codes.join(',') }, lang, signal })
}

export const configQueries = {
  global: (lang: Language) =>
    queryOptions({
      queryKey: ['config', 'global', lang] as const,
      queryFn: ({ signal }) => fetchGlobalConfig(lang, signal),
      staleTime: 5 * 60_000,
    }),
  platform: (codes: string[], lang: Language) =>
    queryOptions({
      queryKey: ['config', 'platform', lang, codes] as const,
      queryFn: ({ signal }) => fetchPlatformConfig(codes, lang, signal),
      staleTime: 5 * 60_000,
    }),
}

export function useGlobalConfig() {
  const lang = useLanguage()
  return useQuery(configQueries.global(lang))
}

export function usePlatformConfig(codes: string[]) {
  const lang = useLanguage()
  return useQuery(configQueries.platform(codes, lang))
}

/** The config flags come as 1/0, "1"/"0" or booleans depending on the backend variant. */
export function isTruthyFlag(value: unknown): boolean {
  if (typeof value === 'string') return value !== '' && value !== '0' && value.toLowerCase() !== 'false'
  return Boolean(value)
}
