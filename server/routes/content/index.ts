// The site content calls of spec §7 (footer, social links, static texts, parameter lists) and the
// ones the client needs besides (general info, contracts, pages, posts, branches). All POST with
// JSON, all answered from the two-tier cache.
import Type from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses, resultEnvelope } from '../../schemas/common.js'
import {
  BranchListSchema, BranchesBody, ContractSchema, ContractsBody, CONTRACT_TYPE_IDS, EmptyBody, FooterServicesResponse,
  GeneralInfoItemSchema, PageBody, PageSchema, PARAMETER_TABLES, ParameterBody, ParameterItemSchema, PostBody,
  PostListSchema, PostSchema, PostsBody, SiteStaticBody, SiteStaticItemSchema, SocialLinkSchema,
} from '../../schemas/content.js'
import { GatewayError, validationFailed } from '../../plugins/errors.js'
import { NOT_FOUND_BODY } from '../../services/content/content-service.js'

const TAG = ['İçerik']
const PAGE_NOT_FOUND = 'Sayfa bulunamadı'
const POST_NOT_FOUND = 'İçerik bulunamadı'

const content: FastifyPluginAsyncTypebox = async (app) => {
  const svc = app.content

  app.post('/get-footer-services', {
    schema: {
      operationId: 'getFooterServices', tags: TAG, summary: 'Alt bilgideki ek sütunlar (Footer columns)',
      body: Type.Optional(EmptyBody), response: { 200: FooterServicesResponse, ...errorResponses() },
    },
  }, (_request, reply) => reply.sendCached(svc.footerColumns()))

  app.post('/socialMedia/get-social-media-url', {
    schema: {
      operationId: 'getSocialMediaUrl', tags: TAG, summary: 'Sosyal medya bağlantıları (Social links)',
      body: Type.Optional(EmptyBody), response: { 200: resultEnvelope(Type.Array(SocialLinkSchema)), ...errorResponses() },
    },
  }, (_request, reply) => reply.sendCached(svc.socialLinks()))

  app.post('/get-site-static', {
    schema: {
      operationId: 'getSiteStatic', tags: TAG, summary: 'Önekle başlayan site metinleri (Static texts by key prefix)',
      body: SiteStaticBody, response: { 200: resultEnvelope(Type.Array(SiteStaticItemSchema)), ...errorResponses() },
    },
  }, (request, reply) => reply.sendCached(svc.siteStatic(request.body.prefix)))

  app.post('/general-info/get-general-info', {
    schema: {
      operationId: 'getGeneralInfo', tags: TAG, summary: 'Genel ayarlar (General info flags and values)',
      body: Type.Optional(EmptyBody), response: { 200: resultEnvelope(Type.Array(GeneralInfoItemSchema)), ...errorResponses() },
    },
  }, (_request, reply) => reply.sendCached(svc.generalInfo()))

  app.post('/customerContactForm/get-customer-parameter', {
    schema: {
      operationId: 'getCustomerParameter', tags: TAG, summary: 'Parametre listesi, id sırasıyla (Parameter list sorted by id)',
      body: ParameterBody, response: { 200: resultEnvelope(Type.Array(ParameterItemSchema)), ...errorResponses() },
    },
  }, (request, reply) => {
    const { tableName } = request.body
    if (!(PARAMETER_TABLES as readonly string[]).includes(tableName)) {
      throw validationFailed([{ field: 'tableName', message: `Tanınmayan parametre tablosu: '${tableName}'. Geçerli değerler: ${PARAMETER_TABLES.join(', ')}.` }])
    }
    return reply.sendCached(svc.parameters(tableName))
  })

  app.post('/contract/get-contracts-by-type', {
    schema: {
      operationId: 'getContractsByType', tags: TAG, summary: 'Türüne göre sözleşme ve aydınlatma metinleri (Contracts by type)',
      body: ContractsBody, response: { 200: resultEnvelope(Type.Array(ContractSchema)), ...errorResponses() },
    },
  }, (request, reply) => {
    const { contractTypeId } = request.body
    if (!(CONTRACT_TYPE_IDS as readonly number[]).includes(contractTypeId)) {
      throw validationFailed([{ field: 'contractTypeId', message: `Tanınmayan sözleşme türü: ${contractTypeId}.` }])
    }
    return reply.sendCached(svc.contractsByType(contractTypeId))
  })

  app.post('/page/get-page-by-slug', {
    schema: {
      operationId: 'getPageBySlug', tags: TAG, summary: 'Kurumsal sayfa içeriği (Page by slug)',
      body: PageBody, response: { 200: resultEnvelope(PageSchema), ...errorResponses() },
    },
  }, async (request) => {
    const entry = await svc.pageWithSeo(request.body.slug)
    if (entry.body === NOT_FOUND_BODY) throw new GatewayError('CONTENT_NOT_FOUND', 404, PAGE_NOT_FOUND)
    return { statusCode: 200 as const, result: (JSON.parse(entry.body) as { page: never }).page }
  })

  app.post('/post/get-posts', {
    schema: {
      operationId: 'getPosts', tags: TAG, summary: 'Kampanya, blog ya da haber listesi, sayfalı (Paged post list)',
      body: PostsBody, response: { 200: resultEnvelope(PostListSchema), ...errorResponses() },
    },
  }, async (request, reply) => {
    const { kind, pageNumber, pageSize } = request.body
    const entry = await svc.posts(kind, pageNumber, pageSize)
    if (pageNumber > 1) {
      const { result } = JSON.parse(entry.body) as { result: { totalCount: number; hits: unknown[] } }
      if (result.hits.length === 0) {
        const last = Math.max(1, Math.ceil(result.totalCount / pageSize))
        throw validationFailed([{ field: 'pageNumber', message: `Sayfa numarası en fazla ${last} olabilir.` }])
      }
    }
    return reply.sendCached(entry)
  })

  app.post('/post/get-post-by-slug', {
    schema: {
      operationId: 'getPostBySlug', tags: TAG, summary: 'Tek kampanya, blog yazısı ya da haber (Post by slug)',
      body: PostBody, response: { 200: resultEnvelope(PostSchema), ...errorResponses() },
    },
  }, async (request) => {
    const entry = await svc.postWithSeo(request.body.kind, request.body.slug)
    if (entry.body === NOT_FOUND_BODY) throw new GatewayError('CONTENT_NOT_FOUND', 404, POST_NOT_FOUND)
    return { statusCode: 200 as const, result: (JSON.parse(entry.body) as { post: never }).post }
  })

  app.post('/branch/get-branches', {
    schema: {
      operationId: 'getBranches', tags: TAG, summary: 'Turuncu Garaj noktaları, şehre göre (Branches by city)',
      body: Type.Optional(BranchesBody), response: { 200: resultEnvelope(BranchListSchema), ...errorResponses() },
    },
  }, async (request, reply) => {
    const city = (request.body?.city ?? '').trim()
    const all = await svc.branches('')
    if (!city) return reply.sendCached(all)
    const { result } = JSON.parse(all.body) as { result: { cities: string[] } }
    const known = result.cities.find((c) => c.toLocaleLowerCase('tr') === city.toLocaleLowerCase('tr'))
    if (!known) throw validationFailed([{ field: 'city', message: `'${city}' şehrinde Turuncu Garaj noktası bulunmuyor.` }])
    return reply.sendCached(await svc.branches(known))
  })
}

export default content
