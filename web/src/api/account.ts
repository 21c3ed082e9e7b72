import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLanguage, type Language } from '../i18n'
import { createVisitorSession, expiryFlow, request } from './client'
import { attributionFields } from './promotion'
import { currentSession, isMember, startMemberSession, updateMemberFlags, useSession } from './session'
import type { Page } from './types'

/** The calls of docs/API.md "Accounts and sessions". */

export type Sex = 0 | 1 | 2

/** Member info (spec 000 §3; the fields docs/API.md lists so far). */
export interface MemberInfo {
  id: number
  memberId: number
  areaCode: string
  phone: string
  hasPhone: boolean
  avatar: string
  nickName: string
  sex: Sex
  birthday: string
  firstName: string
  lastName: string
  email: string
  octopusCardNo: string
  marketingOptIn: 0 | 1
  language: string
  memberStatus: number
  member_card_no: string
  inviteCode: string
  hasAccountPassword: boolean
  role: string
  /** The store a staff member works at (role staff). */
  staffSid?: number | null
  createdAt: number
  /** The points balance (negative only while points taken back by a refund are owed). */
  points?: number
  /** The stored-value balance in dollars ("200"). */
  balance?: string
  level_name?: string | null
  /** The Privilege Pass while valid (null otherwise), and when the last one held ends. */
  primeId?: number | null
  primeName?: string | null
  primeOrderNo?: string | null
  primeExpireTime?: number | null
  /** Unread messages (the message centre; its badge reads /v1/notifyMessage/findByUnread). */
  messageNum?: number
}

export interface MineInfo {
  user: MemberInfo
  level_name: string | null
  coupon_nums: number | null
}

/** A signed-in answer (simpleRegister, login). */
export interface SignInResult {
  token: string
  userId: number
  memberId: number
  mode: 'member'
  isNew: boolean
  hasPassword: boolean
  hasPhone: boolean
  member: MemberInfo
}

export interface PhoneInput {
  areaCode: string
  phone: string
}

export type SmsScene = 'register' | 'login' | 'reset' | 'staff' | 'change_phone' | 'pay_password'

export interface SendCodeResult {
  expiresIn: number
  resendIn: number
}

export function sendSmsCode(input: PhoneInput & { scene: SmsScene }) {
  return request<SendCodeResult>('/v1/verify/hdl/send', { method: 'POST', body: input, sessionFlow: false })
}

export interface RegisterInput extends PhoneInput {
  code: string
  agree: boolean
  inviteCode?: string
  unBindingOldMember?: boolean
}

/**
 * Registers a new phone or logs a registered one in; binds the phone of a phone-less account. The
 * promotion the visit came from (qrPromoteId, channel) goes along: a sign-up is counted for it.
 */
export async function simpleRegister(input: RegisterInput): Promise<SignInResult> {
  const body = { ...input, inviteCode: input.inviteCode || undefined, unBindingOldMember: input.unBindingOldMember || undefined, ...attributionFields() }
  return signedIn(await request<SignInResult>('/v1/account/simpleRegister', { method: 'POST', body, sessionFlow: false }))
}

export async function passwordLogin(input: PhoneInput & { password: string }): Promise<SignInResult> {
  return signedIn(await request<SignInResult>('/v1/account/login', { method: 'POST', body: input, sessionFlow: false }))
}

export function resetPassword(input: PhoneInput & { code: string; password: string; confirmPassword: string }) {
  return request<null>('/v1/account/password/reset', { method: 'POST', body: input, sessionFlow: false })
}

/** Every sign-in answer starts the member session (the third-party ticket too: api/thirdParty). */
export function signedIn(result: SignInResult): SignInResult {
  expiryFlow.reset()
  startMemberSession({ token: result.token, memberId: result.memberId, hasPhone: result.hasPhone })
  return result
}

/** At launch (and after a session ends) a visitor without a token gets one. */
let visitorPending: Promise<string> | null = null
export function ensureVisitorSession(): Promise<string | null> {
  const token = currentSession().token
  if (token) return Promise.resolve(token)
  visitorPending ??= createVisitorSession().finally(() => {
    visitorPending = null
  })
  return visitorPending.catch(() => null)
}

// ---- The member ----

export function fetchMemberInfo(lang: Language, signal?: AbortSignal) {
  return request<MemberInfo>('/v1/member/info', { lang, signal })
}

export function fetchMine(lang: Language, signal?: AbortSignal) {
  return request<MineInfo>('/v1/member/mine', { lang, signal })
}

/** Member queries are keyed by member id, so nobody ever sees the cache of whoever was here before. */
export const memberQueries = {
  /** Everything read about members: dropped at logout, read again after a change of account. */
  all: ['member'] as const,
  /** The agreements this member consented to on the server (any device). */
  consents: (memberId: number | null) =>
    queryOptions({
      queryKey: ['member', memberId, 'consents'] as const,
      queryFn: ({ signal }) => fetchConsents(signal),
      staleTime: 60_000,
    }),
  info: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['member', memberId, 'info', lang] as const,
      queryFn: async ({ signal }) => {
        const info = await fetchMemberInfo(lang, signal)
        updateMemberFlags({ hasPhone: info.hasPhone })
        return info
      },
      enabled: memberId !== null,
      staleTime: 30_000,
    }),
  mine: (memberId: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['member', memberId, 'mine', lang] as const,
      queryFn: ({ signal }) => fetchMine(lang, signal),
      enabled: memberId !== null,
      staleTime: 30_000,
    }),
}

/** The signed-in member's info; idle for visitors. */
export function useMemberInfo() {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(memberQueries.info(isMember(session) ? session.memberId : null, lang))
}

export function useMine() {
  const session = useSession()
  const lang = useLanguage()
  return useQuery(memberQueries.mine(isMember(session) ? session.memberId : null, lang))
}

export interface ProfileInput {
  nickName?: string
  avatar?: string
  sex?: Sex
  birthday?: string
  email?: string
  firstName?: string
  lastName?: string
  octopusCardNo?: string
  marketingOptIn?: 0 | 1
  language?: Language
}

export function saveProfile(input: ProfileInput) {
  return request<MemberInfo>('/v1/member/profile/save', { method: 'POST', body: input })
}

export function modifyLanguage(language: Language) {
  return request<{ language: Language }>('/v1/member/language/modify', { method: 'POST', body: { language } })
}

export function setPassword(input: { password: string; confirmPassword: string; oldPassword?: string }) {
  return request<null>('/v1/member/password/set', { method: 'POST', body: input })
}

/**
 * Ends the session; answers the visitor token the server gave to go on with, or null when the
 * session had already ended (the caller then makes a new visitor session).
 */
export async function logout(): Promise<string | null> {
  try {
    const data = await request<{ token: string }>('/v1/member/logout', { method: 'POST', sessionFlow: false })
    return data.token
  } catch {
    return null
  }
}

export function cancelMembership(password: string) {
  return request<{ eraseAfter: number }>('/v1/member/cancel', { method: 'POST', body: { password } })
}

// ---- Agreements ----

export interface AgreementEntry {
  id: number
  version: number
  /** JSON text: {type, title, typeName}. */
  extension: string
  updateTime: number
}

export interface Agreement {
  id: number
  version: number
  type: string
  title: string
  typeName: string
  updateTime: number
}

export interface AgreementDetail {
  id: number
  type: string
  version: number
  title: string
  content: string
  updateTime: number
}

export const PRIVACY_AGREEMENT = 'userPrivacyTreaty'
export const MEMBER_AGREEMENT = 'memberTreaty'

/** Reads the entry's extension; an unreadable one keeps what the entry itself says. */
export function parseAgreement(entry: AgreementEntry): Agreement {
  let extension: { type?: unknown; title?: unknown; typeName?: unknown } = {}
  try {
    const parsed: unknown = JSON.parse(entry.extension)
    if (parsed && typeof parsed === 'object') extension = parsed as typeof extension
  } catch {
    // left empty
  }
  const type = typeof extension.type === 'string' ? extension.type : ''
  const title = typeof extension.title === 'string' ? extension.title : ''
  const typeName = typeof extension.typeName === 'string' ? extension.typeName : title
  return { id: entry.id, version: entry.version, type, title: title || typeName, typeName: typeName || title, updateTime: entry.updateTime }
}

/** spec 000 §4: channel 'nonage', type 5, pageNum 1, pageSize 100. */
export async function fetchAgreements(lang: Language, signal?: AbortSignal): Promise<Agreement[]> {
  const page = await request<Page<AgreementEntry>>('/v1/member/agreement/list', {
    query: { channel: 'nonage', type: 5, pageNum: 1, pageSize: 100 },
    lang,
    signal,
  })
  return page.list.map(parseAgreement)
}

export function fetchAgreementDetail(id: number, lang: Language, signal?: AbortSignal) {
  return request<AgreementDetail>('/v1/member/agreement/detail', { query: { id }, lang, signal })
}

export interface Consent {
  type: string
  version: number
  status: 0 | 1
  updateTime: number
}

export function fetchConsents(signal?: AbortSignal) {
  return request<Page<Consent>>('/v1/member/agreement/status', { signal })
}

/** Agrees (1) to the newest version; withdrawing (0) ends the session and answers a visitor one. */
export function setAgreementStatus(agreementType: string, status: 0 | 1) {
  return request<{ status: number; token?: string }>('/v1/member/agreement/status', { method: 'POST', body: { agreementType, status } })
}

export const agreementQueries = {
  all: ['agreements'] as const,
  list: (lang: Language) =>
    queryOptions({
      queryKey: ['agreements', lang] as const,
      queryFn: ({ signal }) => fetchAgreements(lang, signal),
      staleTime: 10 * 60_000,
    }),
  detail: (id: number | null, lang: Language) =>
    queryOptions({
      queryKey: ['agreement', id, lang] as const,
      queryFn: ({ signal }) => fetchAgreementDetail(id as number, lang, signal),
      enabled: id !== null,
      staleTime: 10 * 60_000,
    }),
}

export function useAgreements() {
  const lang = useLanguage()
  return useQuery(agreementQueries.list(lang))
}

export function useAgreementDetail(id: number | null) {
  const lang = useLanguage()
  return useQuery(agreementQueries.detail(id, lang))
}

// ---- Upload ----

export interface UploadResult {
  url: string
  id: string
  contentType: string
  size: number
  kind: 'image' | 'video'
  /** Videos only: the length the server read from the file. */
  durationMs?: number
}

/** A picture (≤ 5 MB) or a review's video (MP4 or MOV, ≤ 30 MB, ≤ 60 s): multipart with the field `file` (spec 000 §7). */
export function uploadMedia(file: File) {
  const form = new FormData()
  form.append('file', file, file.name)
  return request<UploadResult>('/v1/upload/singlefile', { method: 'POST', body: form, timeoutMs: 120_000 })
}
