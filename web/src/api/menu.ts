import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import type { OrderType } from './types'

/** Goods status (docs/API.md): 1 on sale, 2 sold out, 3 not for sale, 4 waiting for sale, 5 outside sale time. */
export type GoodsStatus = 1 | 2 | 3 | 4 | 5

export const GOODS_ON_SALE: GoodsStatus = 1
export const GOODS_SOLD_OUT: GoodsStatus = 2
export const GOODS_NOT_FOR_SALE: GoodsStatus = 3
export const GOODS_WAITING: GoodsStatus = 4
export const GOODS_OUTSIDE_TIME: GoodsStatus = 5

export interface SaleTime {
  weekdays: number[]
  start: string
  end: string
}

export interface MenuGoods {
  goods_id: number
  cid: number
  name: string
  desc: string
  image: string
  price: string
  old_price: string
  box_price: string
  goods_type: number
  status: GoodsStatus
  statusText: string
  unitnum: number
  limitNum: number
  hasSpecs: boolean
  hasAttrs: boolean
  isPackage: boolean
  saleTimes: SaleTime[]
}

export interface MenuCategory {
  cid: number
  name: string
  icon: string
  goods: MenuGoods[]
}

export interface StoreMenu {
  sid: number
  orderType: OrderType
  categories: MenuCategory[]
}

export interface GoodsSpec {
  option_id: number
  name: string
  price: string
  old_price: string
  box_price: string
  status: GoodsStatus
}

export interface AttrValue {
  value_id: number
  name: string
  attrPrice: string
  default: boolean
}

export interface GoodsAttr {
  attr_id: number
  name: string
  required: boolean
  multiple: boolean
  /** The specifications this group applies to (ice only for 凍); absent or empty: every one. */
  forOptions?: number[]
  values: AttrValue[]
}

export interface PackageItem {
  goods_id: number
  option_id: number
  name: string
  image: string
  addPrice: string
  default: boolean
  status: GoodsStatus
}

export interface PackageGroup {
  group_id: number
  name: string
  pick: number
  items: PackageItem[]
}

export interface GoodsDetail extends MenuGoods {
  specs: GoodsSpec[]
  attrs: GoodsAttr[]
  packageGroups: PackageGroup[]
}

export function fetchStoreMenu(sid: number, orderType: OrderType, lang: Language, signal?: AbortSignal) {
  return request<StoreMenu>('/v1/goods/store/goods/index', { query: { sid, orderType }, lang, signal })
}

export function fetchGoodsDetail(sid: number, goodsId: number, lang: Language, signal?: AbortSignal) {
  return request<GoodsDetail>('/v1/goods/store/goods/detail', { query: { sid, goodsId }, lang, signal })
}

export const menuQueries = {
  /** Every menu and goods detail: re-read when the server says a price changed. */
  all: ['goods'] as const,
  menu: (sid: number | null, orderType: OrderType, lang: Language) =>
    queryOptions({
      queryKey: ['goods', 'menu', lang, sid, orderType] as const,
      queryFn: ({ signal }) => fetchStoreMenu(sid as number, orderType, lang, signal),
      enabled: sid !== null,
      staleTime: 60_000,
    }),
  detail: (sid: number | null, goodsId: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['goods', 'detail', lang, sid, goodsId] as const,
      queryFn: ({ signal }) => fetchGoodsDetail(sid as number, goodsId as number, lang, signal),
      enabled: sid !== null && goodsId !== null,
      staleTime: 60_000,
    }),
}

export function useStoreMenu(sid: number | null, orderType: OrderType) {
  const lang = useLanguage()
  return useQuery(menuQueries.menu(sid, orderType, lang))
}

export function useGoodsDetail(sid: number | null, goodsId: number | null) {
  const lang = useLanguage()
  return useQuery(menuQueries.detail(sid, goodsId, lang))
}
