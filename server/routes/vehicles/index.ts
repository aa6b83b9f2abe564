// The vehicle calls (spec §7): faceted search, detail by announcement number, plus the home rails,
// the home filter and view counting the pages need. All reads come from the two-tier cache.
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, resultEnvelope } from '../../schemas/common.js'
import {
  AnnouncementBody, DEFAULT_VEHICLE_TYPE, SearchResultSchema, VEHICLE_TYPES, VehicleCardSchema, VehiclesGetBody,
} from '../../schemas/vehicles.js'
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import { pickEncoding } from '../../plugins/cache.js'
import { isByteEntry, type CachedJson } from '../../services/cache/two-tier-cache.js'

const TAG = ['Araçlar']

/** The search request's JSON text, kept by the search's parser. */
interface WithSearchJson { searchJson?: string }
const EMPTY_NUMBER = 'Announcement No boş olmamalı'
const LOOKUP_FAILED = 'Bir hata oluştu.'

const TypeBody = Type.Object({
  VehicleTypeId: Type.Union([Type.Literal(VEHICLE_TYPES.car), Type.Literal(VEHICLE_TYPES.motorcycle)], { default: VEHICLE_TYPES.car }),
})

const vehicles: FastifyPluginAsyncTypebox = async (app) => {
  const svc = app.vehicles

  // The search has its own JSON parser: a body sent before with the same text is handed back as it
  // was validated, without parsing it again, and the handler skips normalising it (SearchMemo).
  const parseJson = app.getDefaultJsonParser('error', 'error')
  const search: FastifyPluginAsyncTypebox = async (scope) => {
    scope.decorateRequest('searchJson', undefined)
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      const json = raw as string
      const known = svc.knownSearchBody(json)
      ;(request as WithSearchJson).searchJson = json
      if (known) done(null, known)
      else parseJson(request, json, done)
    })

    scope.post('/vehicles-get', {
      schema: {
        operationId: 'vehiclesGet', tags: TAG,
        summary: 'Araç arama: filtreler, sıralama, sayfa; sonuç sayısı, filtre seçenekleri ve araç kartları (Faceted search)',
        body: VehiclesGetBody, response: { 200: resultEnvelope(SearchResultSchema), ...errorResponses() },
      },
    }, (request, reply) => {
      // Not async: a repeated search is answered from the local cache tier without a promise.
      const answer = (entry: CachedJson) => {
        // An answer made as bytes is a page of results ("past the last page" is a plain value): its text is not made to look.
        if (!isByteEntry(entry) && entry.body.startsWith('{"beyond"')) {
          const { beyond } = JSON.parse(entry.body) as { beyond: number }
          throw validationFailed([{ field: 'pageNumber', message: `Sayfa numarası en fazla ${beyond} olabilir.` }])
        }
        return reply.sendCached(entry)
      }
      const entry = svc.search(request.body, (request as WithSearchJson).searchJson, pickEncoding(request.headers['accept-encoding']) === 'br')
      return entry instanceof Promise ? entry.then(answer) : answer(entry)
    })
  }
  await app.register(search)

  app.post('/get-vehicle-by-announcement-no', {
    schema: {
      operationId: 'getVehicleByAnnouncementNo', tags: TAG, summary: 'İlan numarasıyla araç ayrıntısı (Vehicle detail)',
      body: AnnouncementBody,
      response: { 200: resultEnvelope(Type.Object({}, { additionalProperties: true, description: 'Araç kartı alanları ve ayrıntılar: fotoğraflar, hasar, satıcı nokta, benzer araçlar' })), ...errorResponses() },
    },
  }, async (request, reply) => {
    const raw = request.body.announcementno
    const no = raw === null || raw === undefined ? '' : String(raw).trim()
    if (!no) throw new GatewayError('VEHICLE_NO_EMPTY', 400, EMPTY_NUMBER, [{ field: 'announcementno', message: EMPTY_NUMBER }])
    if (!/^\d{6,12}$/.test(no)) throw new GatewayError('VEHICLE_NOT_FOUND', 404, LOOKUP_FAILED)
    const entry = await svc.detail(no)
    if (entry.body === 'null') throw new GatewayError('VEHICLE_NOT_FOUND', 404, LOOKUP_FAILED)
    return reply.sendCached(entry)
  })

  app.post('/home-rails', {
    schema: {
      operationId: 'getHomeRails', tags: TAG, summary: 'Anasayfa vitrinleri: yeni gelenler, en çok görüntülenenler, kampanyalılar',
      body: Type.Optional(TypeBody),
      response: {
        200: resultEnvelope(Type.Object({ new: Type.Array(VehicleCardSchema), mostViewed: Type.Array(VehicleCardSchema), campaign: Type.Array(VehicleCardSchema) })),
        ...errorResponses(),
      },
    },
  }, async (request, reply) => reply.sendCached(await svc.homeRails(request.body?.VehicleTypeId ?? VEHICLE_TYPES.car)))

  app.post('/home-filter', {
    schema: {
      operationId: 'getHomeFilter', tags: TAG, summary: 'Anasayfa hızlı filtre: yıllar ve markalar (küçük logolarıyla)',
      body: Type.Optional(TypeBody),
      response: {
        200: resultEnvelope(Type.Object({
          years: Type.Array(Type.Integer()),
          brands: Type.Array(Type.Object({ brandId: Type.Integer(), brandText: Type.String(), brandSmallLogo: Type.String(), slug: Type.String(), count: Type.Integer() })),
        })),
        ...errorResponses(),
      },
    },
  }, async (request, reply) => reply.sendCached(await svc.homeFilter(request.body?.VehicleTypeId ?? VEHICLE_TYPES.car)))

  app.post('/view', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      operationId: 'countVehicleView', tags: TAG, summary: 'Araç görüntülenmesini sayar (en çok görüntülenen sıralaması için)',
      body: Type.Object({ announcementNo: Type.String({ pattern: '^[0-9]{6,12}$', errorMessage: { pattern: 'İlan numarası 6-12 haneli olmalıdır.' } }) }),
      response: { 200: Type.Object({ statusCode: Type.Literal(200) }), ...errorResponses() },
    },
  }, async (request) => {
    await svc.countView(request.body.announcementNo, request.ip).catch((err: unknown) => {
      request.log.warn({ err: (err as Error).message }, 'view not counted (redis unavailable)')
    })
    return { statusCode: 200 as const }
  })
}

export { DEFAULT_VEHICLE_TYPE }
export default vehicles
