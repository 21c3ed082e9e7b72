import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { ApiError, request } from './client'
import type { OrderType, Page } from './types'

export type BusinessStatus = 'open' | 'closed' | 'break' | 'busy'

export interface TimeRange {
  start: string
  end: string
}

export interface Store {
  sid: number
  code: string
  name: string
  address: string
  cityCode: string
  districtCode: string
  districtName: string
  lat: number
  lng: number
  phone: string
  image: string
  /** Metres; null when the request had no position. */
  distance: number | null
  businessStatus: BusinessStatus
  isOpen: boolean
  orderTypes: OrderType[]
  businessHours: { weekday: number; ranges: TimeRange[] }[]
  todayHours: string
  delivery?: { radius: number; baseFee: string; freeThreshold: string; minOrder: string }
  packing?: { bagFee: string; boxFeeMode: string }
}

export interface Licence {
  type: string
  number: string
  holder: string
  validUntil: string
}

export interface StoreInfo extends Store {
  licences: Licence[]
}

export interface City {
  code: string
  name: string
  lat: number
  lng: number
  storeCount: number
}

export interface CityList extends Page<City> {
  defaultCode: string
}

export interface StoreListParams {
  lat?: number
  lng?: number
  orderType?: OrderType
  cityCode?: string
  keyword?: string
  pageNum?: number
  pageSize?: number
}

export interface Position {
  lat: number
  lng: number
}

export function fetchStoreList(params: StoreListParams, lang: Language, signal?: AbortSignal) {
  return request<Page<Store>>('/v1/store/list', { query: { pageSize: 50, ...params }, lang, signal })
}

export function fetchNearestStore(position: Position, orderType: OrderType | undefined, lang: Language, signal?: AbortSignal) {
  return request<Store>('/v1/store/nearest', { query: { ...position, orderType }, lang, signal })
}

export function fetchStoreInfo(sid: number, lang: Language, signal?: AbortSignal) {
  return request<StoreInfo>('/v1/store/info', { query: { sid }, lang, signal })
}

export function fetchCityList(lang: Language, signal?: AbortSignal) {
  return request<CityList>('/v1/store/cityList', { lang, signal })
}

export interface District {
  code: string
  name: string
  cityCode: string
  cityName: string
  /** The district's centre (its region's when the brand's data gives none). */
  lat: number
  lng: number
}

export function fetchDistricts(lang: Language, signal?: AbortSignal) {
  return request<Page<District>>('/v1/store/districtHKList', { lang, signal })
}

/** `POST /v1/store/match/address`: no open store nearby delivers to the point (suggest pickup). */
export const NO_DELIVERY_STORE = 20001

/** The store that delivers to a point (null: none does, with the server's message and the nearest store). */
export interface AddressMatch {
  store: Store | null
  message: string
  nearest: Store | null
}

export async function matchStoreForAddress(position: Position, lang?: Language): Promise<AddressMatch> {
  try {
    const store = await request<Store>('/v1/store/match/address', { method: 'POST', body: position, lang })
    return { store, message: '', nearest: null }
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== NO_DELIVERY_STORE) throw error
    const data = error.data as { nearest?: Store | null } | null
    return { store: null, message: error.message, nearest: data?.nearest ?? null }
  }
}

export const storeQueries = {
  list: (params: StoreListParams, lang: Language) =>
    queryOptions({
      queryKey: ['store', 'list', lang, params] as const,
      queryFn: ({ signal }) => fetchStoreList(params, lang, signal),
      staleTime: 60_000,
    }),
  nearest: (position: Position | null, orderType: OrderType | undefined, lang: Language) =>
    queryOptions({
      queryKey: ['store', 'nearest', lang, position, orderType] as const,
      queryFn: ({ signal }) => fetchNearestStore(position as Position, orderType, lang, signal),
      enabled: position !== null,
      staleTime: 60_000,
    }),
  info: (sid: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['store', 'info', lang, sid] as const,
      queryFn: ({ signal }) => fetchStoreInfo(sid as number, lang, signal),
      enabled: sid !== null,
      staleTime: 60_000,
    }),
  cities: (lang: Language) =>
    queryOptions({
      queryKey: ['store', 'cityList', lang] as const,
      queryFn: ({ signal }) => fetchCityList(lang, signal),
      staleTime: 10 * 60_000,
    }),
  districts: (lang: Language) =>
    queryOptions({
      queryKey: ['store', 'districts', lang] as const,
      queryFn: ({ signal }) => fetchDistricts(lang, signal),
      staleTime: 10 * 60_000,
    }),
}

export function useStoreList(params: StoreListParams, options: { enabled?: boolean } = {}) {
  const lang = useLanguage()
  return useQuery({ ...storeQueries.list(params, lang), enabled: options.enabled ?? true, placeholderData: (previous) => previous })
}

export function useNearestStore(position: Position | null, orderType?: OrderType) {
  const lang = useLanguage()
  return useQuery(storeQueries.nearest(position, orderType, lang))
}

export function useStoreInfo(sid: number | null) {
  const lang = useLanguage()
  return useQuery(storeQueries.info(sid, lang))
}

export function useCityList() {
  const lang = useLanguage()
  return useQuery(storeQueries.cities(lang))
}

export function useDistricts(options: { enabled?: boolean } = {}) {
  const lang = useLanguage()
  return useQuery({ ...storeQueries.districts(lang), enabled: options.enabled ?? true })
}

/** Hong Kong Island, the default city when the position is unknown (spec 000 §3). */
export const DEFAULT_CITY_CODE = '7101001e5'
