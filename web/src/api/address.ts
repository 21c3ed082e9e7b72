import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { request } from './client'
import { isMember, useSession } from './session'
import type { Page } from './types'

/** Delivery addresses (spec 000 §3; docs/API.md "Addresses"). */
export interface Address {
  id: number
  consignee: string
  areaCode: string
  phone: string
  address: string
  houseNumber: string
  lat: number | null
  lng: number | null
  isDefault: 0 | 1
  updatedAt: number
}

export interface AddressInput {
  id?: number
  consignee: string
  areaCode: string
  phone: string
  address: string
  houseNumber?: string
  lat: number
  lng: number
  isDefault?: boolean
}

/** At most 20 per member (the server's limit). */
export const MAX_ADDRESSES = 20

export function fetchAddresses(lang: Language, signal?: AbortSignal) {
  return request<Page<Address>>('/v1/address/list', { lang, signal })
}

export function fetchAddress(id: number, lang: Language, signal?: AbortSignal) {
  return request<Address>('/v1/address/detail', { query: { id }, lang, signal })
}

export function saveAddress(input: AddressInput) {
  return request<Address>('/v1/address', { method: 'POST', body: input })
}

export function deleteAddress(id: number) {
  return request<null>('/v1/address/delete', { method: 'POST', body: { id } })
}

export function setDefaultAddress(id: number) {
  return request<null>('/v1/address/default', { method: 'POST', body: { id } })
}

export const addressQueries = {
  all: (memberId: number | null) => ['member', memberId, 'address'] as const,
  list: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...addressQueries.all(memberId), 'list', lang] as const,
      queryFn: ({ signal }) => fetchAddresses(lang, signal),
      enabled: memberId !== null,
    }),
  detail: (memberId: number | null, id: number | null, lang: Language) =>
    queryOptions({
      queryKey: [...addressQueries.all(memberId), 'detail', id, lang] as const,
      queryFn: ({ signal }) => fetchAddress(id as number, lang, signal),
      enabled: memberId !== null && id !== null,
    }),
}

export function useAddresses() {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(addressQueries.list(isMember(session) ? session.memberId : null, lang))
}

export function useAddress(id: number | null) {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(addressQueries.detail(isMember(session) ? session.memberId : null, id, lang))
}
