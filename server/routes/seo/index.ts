// GET /api/seo/page — the head data of a path, for client-side navigations (the first load gets
// it server-rendered).
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, resultEnvelope } from '../../schemas/common.js'
import { PlainText } from '../../schemas/text.js'
import { canonicalOf, fullTitle, robotsOf } from '../../services/seo/head.js'

const seo: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/page', {
    schema: {
      operationId: 'getPageSeo',
      tags: ['SEO'],
      summary: 'Bir sayfanın başlık ve meta verileri (Head data of a page)',
      querystring: Type.Object({
        path: PlainText({ minLength: 1, maxLength: 2048, pattern: '^/', description: 'Sayfa yolu, örn. /blog/ilk-yazi?sayfa=2' }),
      }),
      response: {
        200: resultEnvelope(Type.Object({
          found: Type.Boolean(),
          title: Type.String(),
          description: Type.Optional(Type.String()),
          canonical: Type.Optional(Type.String({ description: 'Yok: kişisel sayfalar (ör. randevu sorgulama sonucu) kanonik adres taşımaz' })),
          robots: Type.Optional(Type.String()),
          keywords: Type.Optional(Type.String()),
        })),
        ...errorResponses(),
      },
    },
  }, async (request) => {
    const url = new URL(request.query.path.replace(/\/{2,}/g, '/'), 'http://x')
    const { status, seo: data } = await app.seo.resolve(url.pathname)
    const ctx = { siteName: app.config.siteName, baseUrl: app.config.publicBaseUrl, path: url.pathname, search: url.search }
    return {
      statusCode: 200 as const,
      result: {
        found: status === 200,
        title: fullTitle(data, app.config.siteName),
        description: data.description ?? undefined,
        canonical: canonicalOf(data, ctx),
        robots: robotsOf(data),
        keywords: data.keywords ?? undefined,
      },
    }
  })
}

export default seo
