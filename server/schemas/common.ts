// Shapes shared by every route: the one error shape of design §2 and small response helpers.
import Type, { type Static, type TSchema } from 'typebox'

export const FieldErrorSchema = Type.Object({
  field: Type.String({ description: 'Hatalı alanın adı (iç içe alanlar noktayla: filters.year)' }),
  message: Type.String({ description: 'Kullanıcıya gösterilecek Türkçe mesaj' }),
}, { additionalProperties: false })

export const ErrorResponseSchema = Type.Object({
  statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldErrorSchema)),
}, { additionalProperties: false, description: 'Tek hata biçimi: statusCode, Türkçe mesaj ve alan hataları' })

export type ErrorResponse = Static<typeof ErrorResponseSchema>
export type FieldError = Static<typeof FieldErrorSchema>

// The error responses every /api route can give, for its OpenAPI entry.
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {}
  for (const code of [400, 404, 413, 415, 429, 500, 503, ...codes]) out[code] = ErrorResponseSchema
  return out
}

// `{ statusCode: 200, result }`, the envelope the spec's client reads.
export function resultEnvelope<T extends TSchema>(result: T) {
  return Type.Object({ statusCode: Type.Literal(200), result }, { additionalProperties: false })
}
