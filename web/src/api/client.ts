import { currentLanguage, i18n, type Language } from '../i18n'
import { randomId } from './randomId'
import { currentSession, replaceToken, startVisitorSession } from './session'
import { createSessionExpiryFlow, type ExpiryDecision } from './sessionExpiry'

/** Sent on every call (spec 000 §7 and §9). */
export const CHANNEL = 'h5'
export const RELEASE_VERSION = '20251013'
/** Request time-out (spec 000 §9). */
export const REQUEST_TIMEOUT_MS = 60_000

/** Base of every call: the API is served from the same origin as the web app. */
const BASE_URL = ''

/** The server's envelope (docs/API.md). */
interface Envelope<T> {
  resultCode: number
  resultMsg?: string
  data: T
}

/** A failed call: a business code (resultCode) or an HTTP / network failure, with a localized message. */
export class ApiError extends Error {
  readonly code: number
  readonly httpStatus: number
  readonly data: unknown
  /** Already shown to the person (login-expired or frozen modal): no toast on top of it. */
  silent = false

  constructor(code: number, message: string, httpStatus: number, data: unknown = null) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.httpStatus = httpStatus
    this.data = data
  }
}

/** spec 000 §8: resultCode (or errno) 401 and 41009 mean the session is missing or expired. */
export const SESSION_EXPIRED_CODES: readonly number[] = [401, 41009]
/** A frozen member (docs/API.md): told to contact customer service. */
export const MEMBER_FROZEN = 10050

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && (SESSION_EXPIRED_CODES.includes(error.code) || error.httpStatus === 401)
}

/** Errors the person has already been told about by a modal. */
export function isSilentError(error: unknown): boolean {
  return error instanceof ApiError && error.silent
}

/** resultCode for failures that never reached the server's envelope. */
export const NETWORK_ERROR = -1
export const TIMEOUT_ERROR = -2

export type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  lang?: Language
  signal?: AbortSignal
  timeoutMs?: number
  /** Extra headers of this call (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>
  /**
   * false: a 401 is the caller's business (sign-in, logout, the visitor session itself); no
   * re-login, no login-expired modal.
   */
  sessionFlow?: boolean
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    params.append(key, String(value))
  }
  const search = params.toString()
  return `${BASE_URL}${path}${search ? `?${search}` : ''}`
}

export function newTraceId(): string {
  return randomId().replace(/-/g, '')
}

function languageOf(options: RequestOptions): Language {
  return options.lang ?? currentLanguage()
}

/**
 * Calls the API and unwraps the envelope: resultCode 0 answers data, anything else throws ApiError.
 * Sends the session token as `auth`, keeps a new one from the `auth` response header, and runs
 * the session-expiry flow on 401 (spec 000 §4) and the frozen-member modal on 10050.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let retried = false
  for (;;) {
    const sentToken = currentSession().token
    try {
      return await sendOnce<T>(path, options, sentToken)
    } catch (error) {
      if (!(error instanceof ApiError) || options.sessionFlow === false) throw error
      if (isSessionExpired(error)) {
        const decision: ExpiryDecision = await expiryFlow.onUnauthorized({ sentToken, message: error.message, retried })
        if (decision === 'retry' && !retried) {
          retried = true
          continue
        }
        error.silent = true
      } else if (error.code === MEMBER_FROZEN) {
        showFrozenModal(error.message)
        error.silent = true
      }
      throw error
    }
  }
}

async function sendOnce<T>(path: string, options: RequestOptions, sentToken: string | null): Promise<T> {
  const lang = languageOf(options)
  const t = i18n.getFixedT(lang)
  const controller = new AbortController()
  const timeout = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const abortFromCaller = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', abortFromCaller, { once: true })

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': lang,
    'X-Trace-Id': newTraceId(),
    channel: CHANNEL,
    releaseVersion: RELEASE_VERSION,
    ...options.headers,
  }
  if (sentToken) headers.auth = sentToken
  let body: string | FormData | undefined
  if (options.body instanceof FormData) {
    body = options.body // the browser writes the multipart Content-Type with its boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    })
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    const timedOut = controller.signal.aborted
    throw new ApiError(timedOut ? TIMEOUT_ERROR : NETWORK_ERROR, t(timedOut ? 'errors.timeout' : 'errors.network'), 0)
  } finally {
    clearTimeout(timeout)
    options.signal?.removeEventListener('abort', abortFromCaller)
  }

  // Any answer may carry a new token for the same session (docs/API.md); one that answers a call
  // made with an older session does not overwrite a newer sign-in.
  const renewed = response.headers.get('auth')
  if (renewed && currentSession().token === sentToken) replaceToken(renewed)

  const envelope = await readEnvelope<T>(response)
  if (response.status !== 200) {
    // spec 000 §8: a non-200 status shows resultMsg, or 访问人数过多，请稍后尝试.
    throw new ApiError(envelope?.resultCode ?? response.status, envelope?.resultMsg || t('errors.busy'), response.status, envelope?.data ?? null)
  }
  if (!envelope) throw new ApiError(500, t('errors.unknown'), response.status)
  if (envelope.resultCode !== 0) {
    throw new ApiError(envelope.resultCode, envelope.resultMsg || t('errors.unknown'), response.status, envelope.data)
  }
  return envelope.data
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    const json: unknown = await response.json()
    if (json && typeof json === 'object' && 'resultCode' in json) return json as Envelope<T>
  } catch {
    // not JSON (a proxy error page, an empty body)
  }
  return null
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return i18n.t('errors.unknown')
}

// ---- The session-expiry flow, wired to the session store and to the app's modals ----

/** What the app shell supplies: the modals and the way to the auth page. */
export interface SessionUi {
  showExpiredModal(message: string): Promise<void>
  afterExpiredModal(): void
  showFrozenModal(message: string): Promise<void>
}

let sessionUi: SessionUi = {
  showExpiredModal: async () => undefined,
  afterExpiredModal: () => undefined,
  showFrozenModal: async () => undefined,
}

export function setSessionUi(ui: SessionUi) {
  sessionUi = ui
}

/** A fresh visitor (tourist) session: at launch without a token, and as the silent re-login. */
export async function createVisitorSession(): Promise<string> {
  const before = currentSession().token
  const data = await sendOnce<{ token: string }>('/v1/account/visitor', { method: 'POST', sessionFlow: false }, null)
  // Someone who signed in meanwhile keeps their session.
  const now = currentSession().token
  if (now === before || now === data.token) startVisitorSession(data.token)
  return data.token
}

export const expiryFlow = createSessionExpiryFlow({
  now: () => Date.now(),
  hasPhone: () => currentSession().hasPhone,
  currentToken: () => currentSession().token,
  relogin: async () => {
    await createVisitorSession()
  },
  showExpiredModal: (message) => sessionUi.showExpiredModal(message),
  afterExpiredModal: () => sessionUi.afterExpiredModal(),
})

let frozenModalOpen = false

function showFrozenModal(message: string) {
  if (frozenModalOpen) return
  frozenModalOpen = true
  void sessionUi
    .showFrozenModal(message)
    .catch(() => undefined)
    .then(() => {
      frozenModalOpen = false
    })
}
