// The one HTTP client of the web app: JSON in and out, one error type.

export const DEFAULT_ERROR_MESSAGE = 'Bir hata oluştu'

export interface FieldError {
  field: string
  message: string
}

export class ApiError extends Error {
  readonly statusCode: number
  readonly errors: FieldError[] | undefined
  /** What a failure answered besides its message, e.g. a wizard's current step with a 409. */
  readonly result: unknown

  constructor(statusCode: number, message: string, errors?: FieldError[], result?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.statusCode = statusCode
    this.errors = errors
    this.result = result
  }

  /** What the server-rendered page carries of a failed query (see app/ssr-state.ts). */
  toJSON(): ApiErrorJson {
    return { name: 'ApiError', statusCode: this.statusCode, message: this.message, ...(this.errors ? { errors: this.errors } : {}) }
  }

  static fromJSON(value: unknown): ApiError | undefined {
    if (!isRecord(value) || value.name !== 'ApiError' || typeof value.statusCode !== 'number') return undefined
    return new ApiError(value.statusCode, typeof value.message === 'string' ? value.message : DEFAULT_ERROR_MESSAGE, readFieldErrors(value.errors))
  }
}

export interface ApiErrorJson {
  name: 'ApiError'
  statusCode: number
  message: string
  errors?: FieldError[]
}

/**
 * How requests reach the gateway: the browser's fetch, or, while a page is rendered on the server,
 * the gateway itself in-process (server/services/web/api-transport.ts). No cookie is ever passed on
 * there, so a server-rendered page never holds anything about the visitor.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

let transport: ApiTransport = (url, init) => fetch(url, init)

export function setApiTransport(next: ApiTransport): void {
  transport = next
}

export type QueryParams = Record<string, string | number | boolean | undefined>

export interface RequestOptions {
  method?: string
  query?: QueryParams
  body?: unknown
  /** Extra request headers, e.g. a bearer token (spec §6: the call types). */
  headers?: Record<string, string>
  signal?: AbortSignal
  // Lets fire-and-forget reports outlive a page change.
  keepalive?: boolean
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  if (!qs) return path
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readFieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined
  const errors = value.filter(
    (e): e is FieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
  )
  return errors.length > 0 ? errors : undefined
}

function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, DEFAULT_ERROR_MESSAGE)
  const statusCode = typeof body.statusCode === 'number' ? body.statusCode : status
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : DEFAULT_ERROR_MESSAGE
  return new ApiError(statusCode, message, readFieldErrors(body.errors), body.result)
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('json')) return undefined
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, keepalive } = options
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' }
  const init: RequestInit = { method, headers, credentials: 'same-origin' }
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(body)
  }
  if (signal) init.signal = signal
  if (keepalive) init.keepalive = true

  let response: Response
  try {
    response = await transport(buildUrl(path, query), init)
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE)
  }
  const data = await readBody(response)
  if (!response.ok) throw toApiError(response.status, data)
  // Several legacy calls answer HTTP 200 with a failing statusCode in the body (spec §8).
  if (isRecord(data) && typeof data.statusCode === 'number' && data.statusCode >= 400) {
    throw toApiError(data.statusCode, data)
  }
  return data as T
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE
}
