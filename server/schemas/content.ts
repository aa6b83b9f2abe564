// Shapes of the site content calls (spec §3, §7) and of the admin API that edits them.
import Type, { type Static, type TSchema, type TString } from 'typebox'
import { MultilineText, PlainText } from './text.js'

export const CONTRACT_TYPE_IDS = [105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 170, 171, 190, 191, 192] as const
export const PARAMETER_TABLES = ['CustomerFormRequestType', 'CustomerFormSubjectType', 'InformCustomerCallType'] as const
export const POST_KINDS = ['campaign', 'blog', 'news'] as const
export type PostKind = (typeof POST_KINDS)[number]
export const COVER_THEMES = ['orange', 'navy', 'teal', 'plum', 'forest', 'slate'] as const
export const BRANCH_SERVICES = ['alis', 'satis', 'takas', 'servis', 'ekspertiz'] as const

/** Where each kind of post lives on the site. */
export const POST_BASE_PATH: Record<PostKind, string> = { campaign: '/kampanyalar', blog: '/blog', news: '/haberler' }

const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$'
export const SlugSchema = Type.String({ minLength: 1, maxLength: 120, pattern: SLUG, errorMessage: { pattern: 'Adres kısmı yalnızca küçük harf, rakam ve tire içerebilir.' } })
// Editable text is plain text (decision 021): one line unless it is prose that may break lines.
const Text = (max: number) => PlainText({ maxLength: max })
const NonEmpty = (max: number) => PlainText({ minLength: 1, maxLength: max })
const Prose = (max: number, minLength = 0) => MultilineText({ minLength, maxLength: max })

export const EmptyBody = Type.Object({}, { description: 'Boş gövde ({})' })

// Content blocks as answered, and as an editor sends them: the same shapes, with the editor's text
// checked as plain text (response schemas carry no custom format, which the serializer does not know).
/** The shapes as a tuple, so the union's static type names each one. */
const kinds = <T extends TSchema[]>(...shapes: T): T => shapes
const BLOCK_DESCRIPTION = 'İçerik bloğu; düz metin (HTML değil)'
const blockKinds = (line: (max: number) => TString, prose: (max: number) => TString) => kinds(
  Type.Object({ type: Type.Literal('heading'), text: line(200) }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('paragraph'), text: prose(8000) }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('list'), items: Type.Array(line(1000), { minItems: 1, maxItems: 50 }) }, { additionalProperties: false }),
  Type.Object({
    type: Type.Literal('faq'),
    items: Type.Array(Type.Object({ question: line(300), answer: prose(4000) }, { additionalProperties: false }), { minItems: 1, maxItems: 100 }),
  }, { additionalProperties: false }),
)
const AnyText = (max: number) => Type.String({ minLength: 1, maxLength: max })
export const BlockSchema = Type.Union(blockKinds(AnyText, AnyText), { description: BLOCK_DESCRIPTION })
export type Block = Static<typeof BlockSchema>
export const BodySchema = Type.Array(BlockSchema, { maxItems: 200 })
/**
 * A block as an editor sends it: the kind chosen by its `type` (Ajv's discriminator), so only that
 * kind's shape is checked. As a plain union, every kind was tried in turn and the route's
 * `removeAdditional: 'all'` stripped a list's or FAQ's `items` while the first kinds failed, so no
 * page or post with a list or an FAQ could be saved (400). The kinds are shared schemas (named in
 * the OpenAPI document, where a discriminator can only select named schemas): register
 * CONTENT_BLOCK_SCHEMAS with `app.addSchema` before the admin routes.
 */
const BLOCK_INPUT_IDS = ['ContentBlockHeading', 'ContentBlockParagraph', 'ContentBlockList', 'ContentBlockFaq'] as const
const editorKinds = blockKinds(NonEmpty, (max) => Prose(max, 1))
export const CONTENT_BLOCK_SCHEMAS: Array<{ $id: string } & Record<string, unknown>> = editorKinds
  .map((shape, i) => ({ $id: BLOCK_INPUT_IDS[i]!, ...(JSON.parse(JSON.stringify(shape)) as Record<string, unknown>) }))
const BlockInput = Type.Unsafe<Block>({
  type: 'object', required: ['type'], discriminator: { propertyName: 'type' },
  oneOf: BLOCK_INPUT_IDS.map((id) => ({ $ref: `${id}#` })), description: BLOCK_DESCRIPTION,
})
/** The same kinds as a plain union, for files `npm run content` checks with TypeBox (which knows no shared schemas and removes nothing). */
const BlockFile = Type.Union(editorKinds, { description: BLOCK_DESCRIPTION })

// --- spec §7 calls -------------------------------------------------------------------------

export const FooterItemSchema = Type.Object({
  title: Type.String(),
  text: Type.String({ description: 'Bağlantı adresi (URL ya da site içi yol)' }),
  tab: Type.Union([Type.Literal('true'), Type.Literal('false')], { description: "'false' olan bağlantılar gösterilmez" }),
})
export const FooterColumnSchema = Type.Object({ title: Type.String(), list: Type.Array(FooterItemSchema) })
export const FooterServicesResponse = Type.Object({
  statusCode: Type.Literal(200),
  data: Type.Object({ attributes: Type.Object({ columns: Type.Array(FooterColumnSchema) }) }),
})

export const SocialLinkSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String({ description: 'Bağlantı adresi' }),
  imageUrl: Type.String(),
})

export const SiteStaticBody = Type.Object({
  prefix: Type.String({ maxLength: 64, pattern: '^[A-Z0-9_]*$', default: '', description: "Anahtar öneki, örn. 'FOOTER_'", errorMessage: { pattern: 'Önek yalnızca büyük harf, rakam ve alt çizgi içerebilir.' } }),
})
export const SiteStaticItemSchema = Type.Object({ key: Type.String(), title: Type.String(), text: Type.String() })

export const GeneralInfoItemSchema = Type.Object({
  key: Type.String(),
  boolValue: Type.Optional(Type.Boolean()),
  stringValue: Type.Optional(Type.String()),
})

export const ParameterBody = Type.Object({
  tableName: PlainText({ minLength: 1, maxLength: 64, description: PARAMETER_TABLES.join(' | ') }),
})
export const ParameterItemSchema = Type.Object({ id: Type.Integer(), value: Type.String() })

export const ContractsBody = Type.Object({
  contractTypeId: Type.Integer({ description: `Sözleşme türü: ${CONTRACT_TYPE_IDS.join(', ')}` }),
})
export const ContractSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String({ description: 'Düz metin; paragraflar boş satırla ayrılır' }),
  contractTypeId: Type.Integer(),
})

export const PageBody = Type.Object({ slug: SlugSchema })
export const PageSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: BodySchema,
  updatedAt: Type.String({ format: 'date-time' }),
})

const PostKindSchema = Type.Union(POST_KINDS.map((k) => Type.Literal(k)), { description: 'campaign | blog | news' })
export const PostsBody = Type.Object({
  kind: PostKindSchema,
  pageNumber: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 48, default: 9 }),
})
export const PostCardSchema = Type.Object({
  kind: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverImageUrl: Type.String(),
  publishedAt: Type.String({ format: 'date-time' }),
  startsAt: Type.Optional(Type.String({ format: 'date-time' })),
  endsAt: Type.Optional(Type.String({ format: 'date-time' })),
  tags: Type.Array(Type.String()),
})
export const PostListSchema = Type.Object({
  totalCount: Type.Integer(),
  pageNumber: Type.Integer(),
  pageSize: Type.Integer(),
  hits: Type.Array(PostCardSchema),
})
export const PostBody = Type.Object({ kind: PostKindSchema, slug: SlugSchema })
export const PostSchema = Type.Intersect([PostCardSchema, Type.Object({ body: BodySchema })])

export const BranchesBody = Type.Object({
  city: Type.Optional(PlainText({ maxLength: 40, description: "Şehir adı, örn. 'Ankara'; boş = tümü" })),
})
export const BranchSchema = Type.Object({
  id: Type.Integer(), slug: Type.String(), name: Type.String(), city: Type.String(), district: Type.String(),
  address: Type.String(), phone: Type.String(), hours: Type.String(), latitude: Type.Number(), longitude: Type.Number(),
  services: Type.Array(Type.String()),
})
export const BranchListSchema = Type.Object({ cities: Type.Array(Type.String()), branches: Type.Array(BranchSchema) })

// --- admin API -------------------------------------------------------------------------------

export const GeneralInfoUpdate = Type.Object({
  boolValue: Type.Optional(Type.Boolean()),
  stringValue: Type.Optional(Prose(2000)),
}, { additionalProperties: false })

export const SiteStaticUpdate = Type.Object({ title: NonEmpty(200), text: Prose(4000) })

export const FooterColumnsUpdate = Type.Object({
  columns: Type.Array(Type.Object({
    title: NonEmpty(80),
    list: Type.Array(Type.Object({
      title: NonEmpty(80),
      text: NonEmpty(500),
      tab: Type.Union([Type.Literal('true'), Type.Literal('false')]),
    }), { maxItems: 40 }),
  }), { maxItems: 12 }),
})

export const SocialLinksUpdate = Type.Object({
  links: Type.Array(Type.Object({
    id: Type.Integer({ minimum: 1 }),
    title: NonEmpty(80),
    text: PlainText({ minLength: 1, maxLength: 500, pattern: '^https://' }),
    imageUrl: NonEmpty(500),
  }), { maxItems: 20 }),
})

export const ParametersUpdate = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), value: NonEmpty(200) }), { minItems: 1, maxItems: 200 }),
})

export const ContractUpdate = Type.Object({
  name: NonEmpty(200),
  description: Prose(100_000, 1),
  contractTypeId: Type.Union(CONTRACT_TYPE_IDS.map((id) => Type.Literal(id))),
})

const Seo = Type.Object({
  title: NonEmpty(200),
  description: NonEmpty(400),
  keywords: Type.Optional(Text(400)),
  robots: Type.Optional(Text(200)),
})

const pageUpdate = <B extends TSchema>(block: B) => Type.Object({
  title: NonEmpty(200),
  summary: Prose(1000),
  body: Type.Array(block, { maxItems: 200 }),
  seo: Seo,
})

const postUpdate = <B extends TSchema>(block: B) => Type.Object({
  title: NonEmpty(200),
  summary: Prose(1000, 1),
  body: Type.Array(block, { maxItems: 200 }),
  coverTheme: Type.Union(COVER_THEMES.map((t) => Type.Literal(t))),
  publishedAt: Type.String({ format: 'date-time' }),
  startsAt: Type.Optional(Type.String({ format: 'date-time' })),
  endsAt: Type.Optional(Type.String({ format: 'date-time' })),
  tags: Type.Array(NonEmpty(40), { maxItems: 20, default: [] }),
  seo: Seo,
})
/** What the admin API takes (Ajv): each block checked as the kind its type names. */
export const PageUpdate = pageUpdate(BlockInput)
export const PostUpdate = postUpdate(BlockInput)
/** The same, for a file `npm run content` reads. */
export const PageFile = pageUpdate(BlockFile)
export const PostFile = postUpdate(BlockFile)

export const InvalidateBody = Type.Object({
  groups: Type.Optional(Type.Array(PlainText({ maxLength: 40 }), { maxItems: 20, description: 'Boş = tüm içerik' })),
})

export const OkResponse = Type.Object({ statusCode: Type.Literal(200), message: Type.String() })
