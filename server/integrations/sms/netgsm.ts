// Netgsm over its REST v2 API (design §5), HTTP Basic auth (usercode:password). Codes go to the OTP
// product, POST {baseUrl}/sms/rest/v2/otp with JSON { msgheader, msg, no, appname? }; other messages
// (the pre-offer with its link, decision 028) to the regular one, POST {baseUrl}/sms/rest/v2/send
// with { msgheader, encoding: 'TR', iysfilter: '0', messages: [{ msg, no }], appname? } — iysfilter
// 0 is an informational message the recipient asked for, not a commercial one checked against İYS.
// Both answer { code: '00', jobid } or { code: '<error>', description }, sometimes with a non-2xx
// status. Shapes and codes follow Netgsm's own client (@netgsm/sms: SendOtpSmsErrorCode, SendSmsErrorCode).
import { Pool, request } from 'undici'
import { readCapped } from '../http.js'
import { maskPhone } from '../../logging/redaction.js'
import { isTurkishMobile } from '../../schemas/rules/normalise.js'
import type { SmsLogger, SmsMessage, SmsProvider, SmsSendResult } from './types.js'

export interface NetgsmConfig {
  /** Origin (and optional path prefix) of the API; tests point it at a local stand-in. */
  baseUrl: string
  usercode: string
  password: string
  /** The approved sender name the message shows. */
  msgheader: string
  /** Optional application name Netgsm shows in its reports. */
  appname?: string
  timeoutMs: number
}

export const NETGSM_OTP_PATH = '/sms/rest/v2/otp'
export const NETGSM_SEND_PATH = '/sms/rest/v2/send'

type CodeTable = Readonly<Record<string, { retryable: boolean; setup: boolean; meaning: string }>>

/**
 * Netgsm's OTP answer codes. `retryable`: trying later can help. `setup`: our account or
 * configuration is wrong, so it is logged as an error for operations rather than a warning.
 */
export const NETGSM_CODES: CodeTable = {
  '20': { retryable: false, setup: true, meaning: 'message text problem or too long' },
  '30': { retryable: false, setup: true, meaning: 'invalid credentials, no API access or address not allowed' },
  '40': { retryable: false, setup: true, meaning: 'sender name (msgheader) not defined' },
  '41': { retryable: false, setup: true, meaning: 'sender name (msgheader) not valid' },
  '50': { retryable: false, setup: false, meaning: 'recipient number rejected' },
  '51': { retryable: false, setup: false, meaning: 'recipient number rejected' },
  '52': { retryable: false, setup: false, meaning: 'recipient number rejected' },
  '60': { retryable: false, setup: true, meaning: 'no OTP package or credit on the account' },
  '70': { retryable: false, setup: true, meaning: 'invalid or missing parameter' },
  '80': { retryable: true, setup: false, meaning: 'sending limit exceeded' },
  '85': { retryable: true, setup: false, meaning: 'too many messages to one number in a minute' },
  '100': { retryable: true, setup: false, meaning: 'provider system error' },
  '101': { retryable: true, setup: false, meaning: 'provider system error' },
}

/** The regular send endpoint's codes: 50 and 51 are about İYS there, not the number. */
export const NETGSM_SEND_CODES: CodeTable = {
  ...NETGSM_CODES,
  '50': { retryable: false, setup: true, meaning: 'account may not send IYS-checked messages' },
  '51': { retryable: false, setup: true, meaning: 'no IYS brand defined for the account' },
}

// The OTP product sends one plain segment: at most 155 characters and no Turkish letters.
const MAX_TEXT = 155
// A notice keeps its Turkish letters (encoding TR) and may span a few concatenated segments.
const MAX_NOTICE_TEXT = 600
const TR_TO_ASCII: Record<string, string> = {
  ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U',
  â: 'a', Â: 'A', î: 'i', Î: 'I', û: 'u', Û: 'U',
}
const TIMEOUT_ERRORS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])
const BAD_RESPONSE: SmsSendResult = { ok: false, code: 'bad-response', retryable: false }

/** 'Doğrulama kodunuz' → 'Dogrulama kodunuz': what the OTP product accepts. */
export function toOtpText(text: string): string {
  return text.normalize('NFC').replace(/[çÇğĞıİöÖşŞüÜâÂîÎûÛ]/g, (c) => TR_TO_ASCII[c] ?? c)
}

interface Answer {
  code?: string
  jobid?: string
}

function parseAnswer(raw: string | null): Answer | null {
  if (raw === null) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const { code, jobid } = data as Record<string, unknown>
  const answer: Answer = {}
  // Codes and job ids reach the logs: only plain digits and word characters are taken from the wire.
  if (typeof code === 'string' && /^\d{1,4}$/.test(code)) answer.code = code
  if (typeof code === 'number' && Number.isInteger(code) && code >= 0 && code < 10_000) answer.code = String(code).padStart(2, '0')
  if ((typeof jobid === 'string' || typeof jobid === 'number') && /^[\w-]{1,64}$/.test(String(jobid))) answer.jobid = String(jobid)
  return answer
}

/** The provider's answer (HTTP status and body text, null when it was too large) as a result. */
export function interpretAnswer(status: number, raw: string | null, codes: CodeTable = NETGSM_CODES): SmsSendResult {
  const answer = parseAnswer(raw)
  const httpOk = status >= 200 && status < 300
  if (answer?.code === '00' && httpOk) return answer.jobid ? { ok: true, providerId: answer.jobid } : BAD_RESPONSE
  if (answer?.code && answer.code !== '00') {
    return { ok: false, code: answer.code, retryable: codes[answer.code]?.retryable ?? status >= 500 }
  }
  if (!httpOk) return { ok: false, code: `http-${status}`, retryable: status >= 500 || status === 429 }
  return BAD_RESPONSE
}

interface Attempt {
  result: SmsSendResult
  httpStatus?: number
  /** The transport error's code (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT…), for the log line. */
  cause?: string
}

export class NetgsmSmsProvider implements SmsProvider {
  readonly name = 'netgsm'
  private readonly url: string
  private readonly sendUrl: string
  private readonly pool: Pool
  private readonly msgheader: string
  private readonly appname: string | undefined
  private readonly timeoutMs: number
  // A private field: never serialised if someone logs the provider.
  readonly #authorization: string

  constructor(config: NetgsmConfig, private readonly log: SmsLogger) {
    const base = new URL(config.baseUrl)
    this.url = new URL(base.pathname.replace(/\/+$/, '') + NETGSM_OTP_PATH, base.origin).toString()
    this.sendUrl = new URL(base.pathname.replace(/\/+$/, '') + NETGSM_SEND_PATH, base.origin).toString()
    this.#authorization = `Basic ${Buffer.from(`${config.usercode}:${config.password}`).toString('base64')}`
    this.msgheader = config.msgheader
    this.appname = config.appname || undefined
    this.timeoutMs = config.timeoutMs
    this.pool = new Pool(base.origin, {
      connections: 8,
      connect: { timeout: config.timeoutMs },
      headersTimeout: config.timeoutMs,
      bodyTimeout: config.timeoutMs,
      keepAliveTimeout: 10_000,
    })
  }

  async send(msg: SmsMessage): Promise<SmsSendResult> {
    if (!isTurkishMobile(msg.to)) throw new TypeError('netgsm: "to" must be a 10-digit Turkish mobile number (5xxxxxxxxx)')
    return msg.kind === 'notice' ? this.sendNotice(msg) : this.sendOtp(msg)
  }

  private async sendOtp(msg: SmsMessage): Promise<SmsSendResult> {
    const text = toOtpText(msg.text)
    if (text.length < 1 || text.length > MAX_TEXT) {
      throw new RangeError(`netgsm: an OTP message must be 1-${MAX_TEXT} characters, got ${text.length}`)
    }
    const started = performance.now()
    const attempt = await this.post(this.url, { msgheader: this.msgheader, msg: text, no: msg.to, ...(this.appname ? { appname: this.appname } : {}) }, NETGSM_CODES)
    this.logAttempt(msg, attempt, performance.now() - started, NETGSM_CODES)
    return attempt.result
  }

  private async sendNotice(msg: SmsMessage): Promise<SmsSendResult> {
    const text = msg.text.normalize('NFC')
    if (text.length < 1 || text.length > MAX_NOTICE_TEXT) {
      throw new RangeError(`netgsm: a message must be 1-${MAX_NOTICE_TEXT} characters, got ${text.length}`)
    }
    const started = performance.now()
    const body = {
      msgheader: this.msgheader, encoding: 'TR', iysfilter: '0', messages: [{ msg: text, no: msg.to }],
      ...(this.appname ? { appname: this.appname } : {}),
    }
    const attempt = await this.post(this.sendUrl, body, NETGSM_SEND_CODES)
    this.logAttempt(msg, attempt, performance.now() - started, NETGSM_SEND_CODES)
    return attempt.result
  }

  async close(): Promise<void> {
    await this.pool.close()
  }

  private async post(url: string, body: object, codes: CodeTable): Promise<Attempt> {
    let status: number
    let raw: string | null
    try {
      const res = await request(url, {
        dispatcher: this.pool,
        method: 'POST',
        headers: { authorization: this.#authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        // One deadline for the whole exchange: a provider dripping its answer byte by byte would
        // otherwise reset bodyTimeout forever.
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      status = res.statusCode
      raw = await readCapped(res.body)
    } catch (err) {
      const { code, name } = err as { code?: unknown; name?: unknown }
      const cause = typeof code === 'string' ? code : typeof name === 'string' ? name : 'unknown'
      const timedOut = TIMEOUT_ERRORS.has(cause) || name === 'TimeoutError' || name === 'AbortError'
      return { result: { ok: false, code: timedOut ? 'timeout' : 'unreachable', retryable: true }, cause }
    }
    return { result: interpretAnswer(status, raw, codes), httpStatus: status }
  }

  // One line per send. Never the text (a code, or a link that opens an offer) nor the credentials; the number masked
  // under `to`, which the gateway's serializers leave alone (they would re-mask a `phone` key).
  private logAttempt(msg: SmsMessage, attempt: Attempt, ms: number, codes: CodeTable): void {
    const { result, httpStatus, cause } = attempt
    const line = {
      event: 'sms_send',
      provider: this.name,
      purpose: msg.purpose,
      to: maskPhone(msg.to),
      providerCode: result.ok ? '00' : result.code,
      ...(result.ok ? { providerId: result.providerId } : { retryable: result.retryable }),
      ...(httpStatus !== undefined ? { httpStatus } : {}),
      ...(cause !== undefined ? { cause } : {}),
      ms: Math.round(ms),
    }
    if (result.ok) return this.log.info(line, 'sms: accepted by the provider')
    const known = codes[result.code]
    if (known?.setup) return this.log.error({ ...line, meaning: known.meaning }, 'sms: provider refused the message; check the Netgsm account and configuration')
    this.log.warn(known ? { ...line, meaning: known.meaning } : line, 'sms: provider did not send the message')
  }
}
