// The content admin API: the backend team edits footer, settings, texts, contracts, parameter lists,
// pages and posts; every change reaches every instance's cache within a second (pub/sub).
// Exists only when ADMIN_TOKEN is set; callers send `Authorization: Bearer <ADMIN_TOKEN>`.
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { PlainText } from '../../schemas/text.js'
import {
  CONTRACT_TYPE_IDS, ContractUpdate, FooterColumnsUpdate, GeneralInfoUpdate, InvalidateBody, OkResponse, PageUpdate,
  PARAMETER_TABLES, ParametersUpdate, POST_KINDS, PostUpdate, SiteStaticUpdate, SlugSchema, SocialLinksUpdate,
} from '../../schemas/content.js'
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import { CONTENT_GROUPS, type ContentGroup } from '../../services/content/content-service.js'
import { AdminAuth } from '../../services/admin/admin-auth.js'
import { AppointmentStatusUpdate, ClosureCreate, HolidayUpdate, ScheduleAnswer, ScheduleUpdate } from '../../schemas/booking.js'
import { ScheduleAdmin } from '../../services/booking/schedule-admin.js'
import { EventsSummaryResponse } from '../../schemas/events.js'

const TAG = ['Yönetim']

const KeyParam = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }) })
const StaticKeyParam = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Z][A-Z0-9_]*$', errorMessage: { pattern: 'Anahtar büyük harfle başlamalı; yalnızca büyük harf, rakam ve alt çizgi içerebilir.' } }) })
const TableParam = Type.Object({ tableName: PlainText({ minLength: 1, maxLength: 64 }) })
const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }) })
const SlugParam = Type.Object({ slug: SlugSchema })
const PostParam = Type.Object({ kind: Type.Union(POST_KINDS.map((k) => Type.Literal(k))), slug: SlugSchema })

const VehicleUpdate = Type.Object({
  isReserved: Type.Optional(Type.Boolean()),
  isSold: Type.Optional(Type.Boolean()),
  isOptionedAtSap: Type.Optional(Type.Boolean()),
  currentListingPrice: Type.Optional(Type.Integer({ minimum: 1000, maximum: 1_000_000_000 })),
  campaignTitle: Type.Optional(Type.Union([PlainText({ minLength: 1, maxLength: 100 }), Type.Null()])),
}, { minProperties: 1 })

const admin: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.adminToken
  if (!token) return
  const svc = app.contentAdmin
  // Wrong tokens are counted per client address before any limiter runs; a locked-out address
  // gets 429 even with the right token (services/admin/admin-auth.ts).
  const auth = new AdminAuth({ token, redis: app.redis, keyPrefix: app.config.redisKeyPrefix, ...app.config.adminAuth })
  app.addHook('onRequest', (request, reply) => auth.check(request, reply))

  const ok = (message = 'Değişiklik kaydedildi.') => ({ statusCode: 200 as const, message })
  const common = {
    tags: TAG,
    security: [{ bearerAuth: [] }],
    response: { 200: OkResponse, ...errorResponses(401) },
  }
  // Guessing the token is limited like a login (per client address, shared by all instances).
  const config = { rateLimit: { max: 120, timeWindow: '1 minute' } }

  app.put('/general-info/:key', {
    config, schema: { ...common, operationId: 'adminSetGeneralInfo', summary: 'Genel ayar değerini değiştirir', params: KeyParam, body: GeneralInfoUpdate },
  }, async (request) => {
    await svc.setGeneralInfo(request.params.key, request.body)
    return ok()
  })

  app.put('/site-static/:key', {
    config, schema: { ...common, operationId: 'adminSetSiteStatic', summary: 'Site metnini değiştirir', params: StaticKeyParam, body: SiteStaticUpdate },
  }, async (request) => {
    await svc.setSiteStatic(request.params.key, request.body.title, request.body.text)
    return ok()
  })

  app.put('/footer-columns', {
    config, schema: { ...common, operationId: 'adminReplaceFooterColumns', summary: 'Alt bilgideki ek sütunları değiştirir', body: FooterColumnsUpdate },
  }, async (request) => {
    await svc.replaceFooterColumns(request.body.columns)
    return ok()
  })

  app.put('/social-links', {
    config, schema: { ...common, operationId: 'adminReplaceSocialLinks', summary: 'Sosyal medya bağlantılarını değiştirir', body: SocialLinksUpdate },
  }, async (request) => {
    await svc.replaceSocialLinks(request.body.links)
    return ok()
  })

  app.put('/parameters/:tableName', {
    config, schema: { ...common, operationId: 'adminReplaceParameters', summary: 'Bir parametre listesini değiştirir', params: TableParam, body: ParametersUpdate },
  }, async (request) => {
    const { tableName } = request.params
    if (!(PARAMETER_TABLES as readonly string[]).includes(tableName)) {
      throw validationFailed([{ field: 'tableName', message: `Tanınmayan parametre tablosu: '${tableName}'. Geçerli değerler: ${PARAMETER_TABLES.join(', ')}.` }])
    }
    await svc.replaceParameters(tableName, request.body.items)
    return ok()
  })

  app.put('/contracts/:id', {
    config, schema: { ...common, operationId: 'adminUpsertContract', summary: `Sözleşme metnini ekler ya da değiştirir (türler: ${CONTRACT_TYPE_IDS.join(', ')})`, params: IdParam, body: ContractUpdate },
  }, async (request) => {
    await svc.upsertContract(request.params.id, request.body.name, request.body.description, request.body.contractTypeId)
    return ok()
  })

  app.delete('/contracts/:id', {
    config, schema: { ...common, operationId: 'adminDeleteContract', summary: 'Sözleşme metnini siler', params: IdParam },
  }, async (request) => {
    await svc.deleteContract(request.params.id)
    return ok('Silindi.')
  })

  app.put('/pages/:slug', {
    config, schema: { ...common, operationId: 'adminUpsertPage', summary: 'Kurumsal sayfayı ekler ya da değiştirir', params: SlugParam, body: PageUpdate },
  }, async (request) => {
    await svc.upsertPage(request.params.slug, request.body)
    return ok()
  })

  app.delete('/pages/:slug', {
    config, schema: { ...common, operationId: 'adminDeletePage', summary: 'Kurumsal sayfayı siler', params: SlugParam },
  }, async (request) => {
    await svc.deletePage(request.params.slug)
    return ok('Silindi.')
  })

  app.put('/posts/:kind/:slug', {
    config, schema: { ...common, operationId: 'adminUpsertPost', summary: 'Kampanya, blog yazısı ya da haberi ekler veya değiştirir', params: PostParam, body: PostUpdate },
  }, async (request) => {
    await svc.upsertPost(request.params.kind, request.params.slug, request.body)
    return ok()
  })

  app.delete('/posts/:kind/:slug', {
    config, schema: { ...common, operationId: 'adminDeletePost', summary: 'Kampanya, blog yazısı ya da haberi siler', params: PostParam },
  }, async (request) => {
    await svc.deletePost(request.params.kind, request.params.slug)
    return ok('Silindi.')
  })

  app.put('/vehicles/:announcementNo', {
    config,
    schema: {
      ...common, operationId: 'adminUpdateVehicle', summary: 'Araç durumunu ya da fiyatını değiştirir (rezerve, satıldı, opsiyon, kampanya, fiyat)',
      params: Type.Object({ announcementNo: Type.String({ pattern: '^[0-9]{6,12}$' }) }),
      body: VehicleUpdate,
    },
  }, async (request) => {
    const changed = await app.vehicles.update(request.params.announcementNo, request.body)
    if (!changed) throw new GatewayError('VEHICLE_NOT_FOUND', 404, 'Araç bulunamadı.')
    return ok()
  })

  const calendar = new ScheduleAdmin(app.db, app.cache)
  const BranchParam = Type.Object({ branchId: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) })
  const DayParam = Type.Object({ day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', errorMessage: { pattern: 'Geçerli bir tarih giriniz (YYYY-AA-GG).' } }) })

  app.get('/branches/:branchId/schedule', {
    config, schema: { ...common, operationId: 'adminGetBranchSchedule', summary: 'Şubenin ekspertiz randevu takvimi', params: BranchParam, response: { 200: ScheduleAnswer, ...errorResponses(401) } },
  }, async (request) => {
    const schedule = await calendar.schedule(request.params.branchId)
    if (!schedule) throw new GatewayError('BRANCH_NOT_FOUND', 404, 'Şube bulunamadı.')
    return { statusCode: 200 as const, result: schedule }
  })

  app.put('/branches/:branchId/schedule', {
    config, schema: {
      ...common, operationId: 'adminSetBranchSchedule', params: BranchParam, body: ScheduleUpdate,
      summary: 'Şubenin ekspertiz takvimini değiştirir (çalışma saatleri, öğle arası, randevu süresi, ekspertiz alanı sayısı, en erken randevu, ufuk)',
    },
  }, async (request) => {
    await calendar.setSchedule(request.params.branchId, request.body)
    return ok()
  })

  app.get('/events/summary', {
    config, schema: {
      ...common, operationId: 'adminEventsSummary',
      summary: 'Son 24 saatin davranışsal olayları, ada ve page_type’a göre (PostgreSQL deposu; karar 037)',
      response: { 200: EventsSummaryResponse, ...errorResponses(401) },
    },
  }, async () => ({ statusCode: 200 as const, result: await app.events.store.summary() }))

  app.get('/holidays', {
    config, schema: {
      ...common, operationId: 'adminListHolidays', summary: 'Resmî tatiller (closesAt: yarım günün kapanış saati)',
      response: {
        200: Type.Object({
          statusCode: Type.Literal(200),
          result: Type.Array(Type.Object({ day: Type.String(), name: Type.String(), closesAt: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false })),
        }, { additionalProperties: false }),
        ...errorResponses(401),
      },
    },
  }, async () => ({ statusCode: 200 as const, result: await calendar.holidays() }))

  app.put('/holidays/:day', {
    config, schema: { ...common, operationId: 'adminPutHoliday', summary: 'Resmî tatil ekler ya da değiştirir (closesAt: yarım gün)', params: DayParam, body: HolidayUpdate },
  }, async (request) => {
    await calendar.putHoliday(request.params.day, request.body.name, request.body.closesAt ?? null)
    return ok()
  })

  app.delete('/holidays/:day', {
    config, schema: { ...common, operationId: 'adminDeleteHoliday', summary: 'Resmî tatili siler', params: DayParam },
  }, async (request) => {
    if (!(await calendar.deleteHoliday(request.params.day))) throw new GatewayError('HOLIDAY_NOT_FOUND', 404, 'Tatil bulunamadı.')
    return ok('Silindi.')
  })

  app.post('/branches/:branchId/closures', {
    config, schema: { ...common, operationId: 'adminAddBranchClosure', summary: 'Şubeyi belirtilen günlerde randevuya kapatır', params: BranchParam, body: ClosureCreate },
  }, async (request) => {
    const { startsOn, endsOn, reason } = request.body
    await calendar.addClosure(request.params.branchId, startsOn, endsOn, reason ?? '')
    return ok()
  })

  app.delete('/closures/:id', {
    config, schema: { ...common, operationId: 'adminDeleteBranchClosure', summary: 'Şube kapanışını siler', params: IdParam },
  }, async (request) => {
    if (!(await calendar.deleteClosure(request.params.id))) throw new GatewayError('CLOSURE_NOT_FOUND', 404, 'Kapanış bulunamadı.')
    return ok('Silindi.')
  })

  app.put('/appointments/:id/status', {
    config, schema: {
      ...common, operationId: 'adminSetAppointmentStatus', params: IdParam, body: AppointmentStatusUpdate,
      summary: 'Randevu durumunu değiştirir (spec §4.1 A kümesi: 2 Onaylandı, 3 Randevuya Çevrilemedi, 4 Müşteri Randevuya Geldi, 5 İptal, 6 Randevuya Bekleniyor); İptal yeri boşaltır',
    },
  }, async (request) => {
    if (!(await app.booking.service.setStatus(request.params.id, request.body.status as 2 | 3 | 4 | 5 | 6))) {
      throw new GatewayError('APPOINTMENT_NOT_FOUND', 404, 'Randevu bulunamadı ya da durumu değiştirilemez.')
    }
    return ok()
  })

  // The whole API document, admin calls included; the public /docs/json leaves them out.
  app.get('/openapi.json', {
    config,
    schema: {
      tags: TAG, security: [{ bearerAuth: [] }], operationId: 'adminGetOpenApi', summary: 'Yönetim çağrıları dahil tüm API belgesi (OpenAPI 3.1)',
      response: { 200: Type.Object({ openapi: Type.String() }, { additionalProperties: true, description: 'OpenAPI 3.1 belgesi' }), ...errorResponses(401) },
    },
  }, async () => app.swagger() as unknown as { openapi: string })

  app.post('/cache/invalidate', {
    config, schema: { ...common, operationId: 'adminInvalidateContent', summary: 'İçerik önbelleğini tüm sunucularda temizler', body: InvalidateBody },
  }, async (request) => {
    const all = Object.keys(CONTENT_GROUPS) as ContentGroup[]
    const groups = request.body.groups?.length ? request.body.groups : all
    const unknown = groups.filter((g) => !all.includes(g as ContentGroup))
    if (unknown.length) {
      throw validationFailed([{ field: 'groups', message: `Tanınmayan içerik grubu: ${unknown.join(', ')}. Geçerli değerler: ${all.join(', ')}.` }])
    }
    await svc.invalidate(groups as ContentGroup[])
    return ok('Önbellek temizlendi.')
  })
}

export default admin
