// The event collector's call (issue 17, spec §3 generic and sell-flow event payloads, §4.13;
// decision 037): a batch of flat events, each the spec's fields plus the caller's own scalars.
import Type from 'typebox'
import { TEXT_FORMATS } from './text.js'

export const EVENT_NAMES = ['page_view', 'submit_form', 'buton_click'] as const
export const EVENTS_MAX_BATCH = 50
export const EVENTS_MAX_FIELDS = 40
/** The body cap of one batch. */
export const EVENTS_BODY_LIMIT = 64 * 1024

// One multi-type schema, not a union: with Ajv's type coercion a union would turn true into 'true'
// (or 1 into true); a list of types keeps a value that already has one of them as it is.
const Scalar = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'], format: TEXT_FORMATS.oneLine, maxLength: 2048,
  description: 'Metin (en fazla 2048, denetim karakteri yok), sayı, mantıksal değer ya da null',
})

export const EventSchema = Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }), Scalar, {
  maxProperties: EVENTS_MAX_FIELDS,
  description: `Düz bir olay: name (${EVENT_NAMES.join(', ')}), page_type, page_url, isteğe bağlı source, hash_id; diğer alanlar metin, sayı ya da mantıksal değer`,
})

export const EventsBody = Type.Object({
  events: Type.Array(EventSchema, { minItems: 1, maxItems: EVENTS_MAX_BATCH }),
})

export const EventsResponse = Type.Object({
  statusCode: Type.Literal(200),
  accepted: Type.Integer({ description: 'Kaydedilen olay sayısı; pazarlama izni yoksa 0' }),
}, { additionalProperties: false })

export const EventsSummaryResponse = Type.Object({
  statusCode: Type.Literal(200),
  result: Type.Object({
    since: Type.String(),
    total: Type.Integer(),
    byType: Type.Array(Type.Object({ name: Type.String(), pageType: Type.String(), count: Type.Integer() })),
  }),
}, { additionalProperties: false })
