// One error shape everywhere (design §2): { statusCode, message, errors? }. Schema failures name every
// failing field in Turkish; nothing internal (stack, SQL, upstream body) ever reaches a client.
import fp from 'fastify-plugin'
import type { Socket } from 'node:net'
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FieldError } from '../schemas/common.js'
import { isTextFormat } from '../schemas/text.js'

export const MSG = {
  generic: 'Bir hata oluştu',
  invalidFields: 'Devam etmek için hatalı alanları düzeltiniz.',
  notFound: 'İstenen kaynak bulunamadı.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  emptyJson: 'İstek gövdesi boş olamaz.',
  mediaType: "Desteklenmeyen içerik türü. İstek gövdesi 'application/json' olarak gönderilmelidir.",
  tooLarge: 'İstek gövdesi izin verilen boyutu aşıyor.',
  tooMany: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyiniz.',
  unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
  badRequest: 'Geçersiz istek.',
  badUrl: 'İstek adresi geçersiz.',
  uriTooLong: 'İstek adresi çok uzun.',
  headersTooLarge: 'İstek başlıkları çok büyük.',
} as const

// A coded error with a user-facing Turkish message, thrown by services.
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message)
  }
}

export function validationFailed(errors: FieldError[]): GatewayError {
  return new GatewayError('GW_VALIDATION', 400, errors.length === 1 ? errors[0]!.message : MSG.invalidFields, errors)
}

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  parentSchema?: { errorMessage?: string | Record<string, string> }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'metin', number: 'sayı', integer: 'tam sayı', boolean: 'doğru/yanlış', array: 'liste', object: 'nesne', null: 'boş',
}

const BODY_NOT_OBJECT = 'İstek gövdesi bir JSON nesnesi olmalıdır.'

function fieldOf(e: AjvError): string {
  const path = e.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.')
  if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
    return path ? `${path}.${e.params.missingProperty}` : e.params.missingProperty
  }
  // A tagged union (content blocks): the tag is the field at fault.
  if (e.keyword === 'discriminator' && typeof e.params.tag === 'string') return path ? `${path}.${e.params.tag}` : e.params.tag
  return path || 'body'
}

function messageOf(e: AjvError, field: string): string {
  const custom = e.parentSchema?.errorMessage
  if (typeof custom === 'string') return custom
  if (custom && typeof custom[e.keyword] === 'string') return custom[e.keyword]!
  const p = e.params
  if (field === 'body' && e.keyword === 'type') return BODY_NOT_OBJECT
  switch (e.keyword) {
    case 'required': return `'${field}' alanı zorunludur.`
    case 'type': return `'${field}' alanı ${TYPE_NAMES[String(p.type)] ?? String(p.type)} olmalıdır.`
    case 'minLength': return `'${field}' alanı en az ${String(p.limit)} karakter olmalıdır.`
    case 'maxLength': return `'${field}' alanı en fazla ${String(p.limit)} karakter olmalıdır.`
    case 'minimum': return `'${field}' alanı en az ${String(p.limit)} olmalıdır.`
    case 'maximum': return `'${field}' alanı en fazla ${String(p.limit)} olmalıdır.`
    case 'minItems': return `'${field}' alanında en az ${String(p.limit)} öğe olmalıdır.`
    case 'maxItems': return `'${field}' alanında en fazla ${String(p.limit)} öğe olabilir.`
    case 'maxProperties': return `'${field}' alanında en fazla ${String(p.limit)} anahtar olabilir.`
    case 'format':
      if (isTextFormat(p.format)) return `'${field}' alanı geçersiz karakter içeriyor.`
      return `'${field}' alanının biçimi geçersiz.`
    case 'pattern': return `'${field}' alanının biçimi geçersiz.`
    case 'enum': case 'const': case 'anyOf': case 'oneOf': return `'${field}' alanı için geçersiz değer.`
    // 'tag': missing or not a string; 'mapping': a value no shape has.
    case 'discriminator': return p.error === 'tag' ? `'${field}' alanı zorunludur ve metin olmalıdır.` : `'${field}' alanı için geçersiz değer.`
    case 'additionalProperties': return `'${field}' içinde tanınmayan alan: ${String(p.additionalProperty)}.`
    default: return `'${field}' alanı geçersiz.`
  }
}

// AJV reports one error per failing keyword; a union reports one per branch. Keep the first per field.
export function fieldErrorsFromAjv(errors: readonly AjvError[]): FieldError[] {
  const byField = new Map<string, string>()
  for (const e of errors) {
    if (e.keyword === 'if') continue
    const field = fieldOf(e)
    if (!byField.has(field)) byField.set(field, messageOf(e, field))
  }
  return [...byField].map(([field, message]) => ({ field, message }))
}

function send(reply: FastifyReply, statusCode: number, message: string, errors?: FieldError[]) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errors ? { statusCode, message, errors } : { statusCode, message })
}

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.mediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.tooLarge],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.emptyJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.invalidJson],
}

export function handleError(thrown: FastifyError | null | undefined, request: FastifyRequest, reply: FastifyReply) {
  // A promise rejected without a reason still deserves the error shape and a log line.
  const error = thrown ?? Object.assign(new Error('rejected without a reason'), { code: 'GW_EMPTY_REJECTION' }) as FastifyError
  if (error.validation) {
    const errors = fieldErrorsFromAjv(error.validation as unknown as AjvError[])
    request.log.info({ errors, context: error.validationContext }, 'request failed schema validation')
    return send(reply, 400, errors.length === 1 ? errors[0]!.message : MSG.invalidFields, errors)
  }
  if (error instanceof GatewayError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message)
    return send(reply, error.statusCode, error.message, error.errors)
  }
  const mapped = BY_CODE[error.code]
  if (mapped) return send(reply, mapped[0], mapped[1])
  // JSON.parse failures surface as SyntaxError with statusCode 400 from the content parser.
  if (error instanceof SyntaxError && error.statusCode === 400) return send(reply, 400, MSG.invalidJson)
  const status = error.statusCode ?? 500
  if (status === 429) return send(reply, 429, MSG.tooMany)
  if (status === 414) return send(reply, 414, MSG.uriTooLong)
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 400, MSG.badUrl)
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, msg: error.message }, 'client error')
    return send(reply, status, status === 404 ? MSG.notFound : MSG.badRequest)
  }
  request.log.error({ err: error }, 'unhandled error')
  return send(reply, status === 503 ? 503 : 500, status === 503 ? MSG.unavailable : MSG.generic)
}

// Requests Node's HTTP parser rejects never reach Fastify: answer them in the same shape (and with
// the JSON answers' security headers), with a request id that the log line shares. Fastify binds `this` to the
// instance.
export function clientErrorHandler(this: { log: FastifyBaseLogger; apiSecurityHeaders?: Readonly<Record<string, string>> }, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, text, message] = err.code === 'HPE_HEADER_OVERFLOW'
    ? [431, 'Request Header Fields Too Large', MSG.headersTooLarge]
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', MSG.badRequest]
      : [400, 'Bad Request', MSG.badRequest]
  const id = randomUUID()
  this.log.info({ reqId: id, code: err.code, statusCode: status, remoteAddress: socket.remoteAddress }, 'request rejected by the HTTP parser')
  const body = JSON.stringify({ statusCode: status, message })
  const security = Object.entries(this.apiSecurityHeaders ?? {}).map(([name, value]) => `${name}: ${value}\r\n`).join('')
  socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${id}\r\n${security}Connection: close\r\n\r\n${body}`)
}

async function errorsPlugin(app: FastifyInstance) {
  // Every body is JSON: without this, Fastify's built-in text/plain parser would accept a string
  // and the request would fail later with a confusing schema error instead of 415.
  app.removeContentTypeParser('text/plain')
  app.setErrorHandler(handleError)
  app.setNotFoundHandler((request, reply) => send(reply, 404, MSG.notFound))
}

export default fp(errorsPlugin, { name: 'errors' })
