import { currentLanguage, i18n, type Language } from '../i18n'

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

  constructor(code: number, message: string, httpStatus: number, data: unknown = null) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.httpStatus = httpStatus
    this.data = data
  }
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
  const random = globalThis.crypto?.randomUUID?.()
  return (random ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`).replace(/-/g, '')
}

function languageOf(options: RequestOptions): Language {
  return options.lang ?? currentLanguage()
}

/** Calls the API and unwraps the envelope: resultCode 0 answers data, anything else throws ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  }
  let body: string | undefined
  if (options.body !== undefined) {
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
