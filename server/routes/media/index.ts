// Images drawn by the gateway: post covers (/media/covers/{kind}/{slug}.svg) and social icons
// (/media/social/{name}.svg). Cached by browsers; a cover changes its ETag when its post does.
import { createHash } from 'node:crypto'
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../schemas/common.js'
import { POST_KINDS, type PostKind } from '../../schemas/content.js'
import { GatewayError, MSG } from '../../plugins/errors.js'
import { NOT_FOUND_BODY } from '../../services/content/content-service.js'
import { entryTag } from '../../services/cache/two-tier-cache.js'
import { coverSvg, socialIconSvg } from '../../services/content/media.js'
import { BODY_SILHOUETTES, bodySilhouetteSvg, brandLogoSvg, vehiclePhotoSvg } from '../../services/media/drawings/index.js'

const SVG = 'image/svg+xml; charset=utf-8'
const notFound = () => new GatewayError('NOT_FOUND', 404, MSG.notFound)

const media: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['İçerik'], response: { 200: Type.String({ description: 'SVG görsel' }), 304: Type.Null(), ...errorResponses() } }

  app.get('/covers/:kind/:file', {
    schema: {
      ...common, operationId: 'getCoverImage', summary: 'Kampanya, blog ya da haber kapak görseli (SVG, 1200×630)',
      params: Type.Object({
        kind: Type.Union(POST_KINDS.map((k) => Type.Literal(k))),
        file: Type.String({ maxLength: 130, pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.svg$' }),
      }),
    },
  }, async (request, reply) => {
    const kind = request.params.kind as PostKind
    const entry = await app.content.coverOf(kind, request.params.file.slice(0, -4))
    if (entry.body === NOT_FOUND_BODY) throw notFound()
    const { title, theme } = JSON.parse(entry.body) as { title: string; theme: string }
    const etag = entryTag(entry)
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
    return reply.type(SVG).send(coverSvg(kind, title, theme))
  })

  app.get('/social/:file', {
    schema: {
      ...common, operationId: 'getSocialIcon', summary: 'Sosyal medya simgesi (SVG)',
      params: Type.Object({ file: Type.String({ maxLength: 40, pattern: '^[a-z]+\\.svg$' }) }),
    },
  }, async (request, reply) => {
    const svg = socialIconSvg(request.params.file.slice(0, -4))
    if (!svg) throw notFound()
    const etag = `W/"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
    return reply.type(SVG).send(svg)
  })

  app.get('/vehicles/:no/:file', {
    schema: {
      ...common, operationId: 'getVehiclePhoto', summary: 'Araç fotoğrafı (SVG, 1200×800): 0 ön, 1 yan, 2 arka, 3 iç, sonrakiler ayrıntı',
      params: Type.Object({
        no: Type.String({ pattern: '^[0-9]{6,12}$' }),
        file: Type.String({ maxLength: 8, pattern: '^[0-9]{1,2}\\.svg$' }),
      }),
    },
  }, async (request, reply) => {
    const entry = await app.vehicles.photoSubject(request.params.no)
    if (entry.body === NOT_FOUND_BODY) throw notFound()
    const subject = JSON.parse(entry.body) as { vehicleTypeId: number; caseType: string; color: string; brand: string; model: string; year: number; photoCount: number }
    const index = Number(request.params.file.slice(0, -4))
    if (index >= subject.photoCount) throw notFound()
    const etag = `W/"${entryTag(entry).slice(3, -1)}-${index}"`
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
    return reply.type(SVG).send(vehiclePhotoSvg({ ...subject, index }))
  })

  app.get('/bodies/:file', {
    schema: {
      ...common, operationId: 'getBodySilhouette', summary: 'Kasa tipi silüeti (SVG, 160×80): sedan, hatchback, station-wagon, suv, coupe, cabrio, mpv, pick-up, hafif-ticari',
      params: Type.Object({ file: Type.String({ maxLength: 40, pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.svg$' }) }),
    },
  }, async (request, reply) => {
    const slug = request.params.file.slice(0, -4)
    if (!(BODY_SILHOUETTES as readonly string[]).includes(slug)) throw notFound()
    const svg = bodySilhouetteSvg(slug)
    const etag = `W/"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
    return reply.type(SVG).send(svg)
  })

  app.get('/brands/:file', {
    schema: {
      ...common, operationId: 'getBrandLogo', summary: 'Marka logosu (SVG, 96×96)',
      params: Type.Object({ file: Type.String({ maxLength: 60, pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.svg$' }) }),
    },
  }, async (request, reply) => {
    const catalog = await app.vehicles.catalog.get()
    const brand = catalog.brandBySlug.get(request.params.file.slice(0, -4))
    if (!brand) throw notFound()
    const svg = brandLogoSvg(brand.name)
    const etag = `W/"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400')
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
    return reply.type(SVG).send(svg)
  })
}

export default media
