// OpenAPI at /docs/json and Swagger UI at /docs. Registered before the routes so it sees them all.
// The public document leaves out the admin API; the whole document is an admin call itself
// (GET /api/admin/openapi.json, behind the admin token: decision 019).
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { ADMIN_PATH, finishDocument } from '../services/openapi/finish-document.js'
import { referencedSchemas } from '../schemas/serializers.js'

async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    // Shared schemas (the screen descriptor's parts) appear under their own names in components.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    // Valid for standard tools: no ajv keywords, one error component, every operation's security (decision 038).
    transformObject: (doc) => ('openapiObject' in doc ? finishDocument(doc.openapiObject as Record<string, unknown>) : doc.swaggerObject) as never,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.siteName} API`,
        version: '1.0.0',
        license: { name: 'Tescilli; tüm hakları saklıdır (Proprietary)', identifier: 'LicenseRef-Proprietary' },
        description: [
          'Turuncu Garaj API geçidi. Tüm /api çağrıları JSON alır ve döner.',
          '',
          'Hata biçimi her çağrıda aynıdır: `{ statusCode, message, errors?: [{ field, message }] }`; `message` kullanıcıya gösterilecek Türkçe metindir.',
          'Şemada tanımlı olmayan gövde alanları sessizce atılır (reddedilmez); bu kural her çağrıda aynıdır.',
          'Gövde sınırı aşılırsa 413, içerik türü application/json değilse 415, bozuk JSON için 400 döner.',
        ].join('\n'),
      },
      servers: [{ url: app.config.publicBaseUrl }],
      tags: [
        { name: 'Ekranlar', description: 'Sunucu güdümlü arayüz: ekran tanımları ve doğrulama' },
        { name: 'SEO', description: 'Sayfa başlık ve meta verileri' },
        { name: 'İzleme', description: 'İstemci bildirimleri' },
        { name: 'Sağlık', description: 'Canlılık ve hazır olma denetimleri' },
        { name: 'İçerik', description: 'Alt bilgi, genel ayarlar, site metinleri, sözleşmeler, parametre listeleri, sayfalar, kampanya/blog/haber ve noktalar' },
        { name: 'Araçlar', description: 'Araç arama (filtreler, sıralama, sayfalama), ilan ayrıntısı, anasayfa vitrinleri' },
        { name: 'SMS Doğrulama', description: 'İletişim formu için SMS kodu gönderme ve doğrulama (gönderim sınırları ve bekleme süresiyle)' },
        { name: 'Randevu', description: 'Telefon, plaka ve SMS koduyla randevu sorgulama' },
        { name: 'Yönetim', description: 'İçerik yönetimi (ADMIN_TOKEN ile Bearer kimlik doğrulaması; yalnızca ADMIN_TOKEN tanımlıysa vardır)' },
        { name: 'Güvenlik Doğrulaması', description: 'Captcha: ALTCHA iş kanıtı sorusu ya da barındırılan sağlayıcının (Turnstile/hCaptcha) site anahtarı' },
        { name: 'Araç Sat / Takas', description: 'Aracını sat ve takas sihirbazı: adımı oku, gönder, geri dön, başlat (akış durumu sell_flow çerezinde)' },
        { name: 'Müşteri İletişim Formu', description: 'İletişim formu: güvenlik doğrulaması ve SMS doğrulamasından sonra kaydedilir' },
        { name: 'Hesap', description: 'Üyelik, giriş ve oturum: next-auth v4 uyumlu /api/auth çağrıları (yanıtları next-auth biçiminde) ve kayıt, telefon doğrulama, SMS ile giriş, şifremi unuttum (karar 031)' },
        { name: 'Favoriler', description: 'Oturumdaki müşterinin favori araçları: kimlikler, kartlar, ekle, çıkar (müşteri her zaman oturumdan; karar 037)' },
        { name: 'Olaylar', description: 'Birinci taraf davranışsal olay toplayıcı: pazarlama izniyle, paketler halinde (karar 037)' },
        { name: 'Sizi Arayalım', description: 'Araç için arama talebi ve talep konuları; oturum yoksa güvenlik doğrulaması, IP bağlantıdan (karar 037)' },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN değeri' } },
      },
    },
  })
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // No badge from validator.swagger.io: the page loads nothing from elsewhere (CSP).
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    transformSpecification: publicDocument,
  })
}

const ADMIN_TAG = 'Yönetim'

/** The document without the admin API (paths, tag, bearer scheme, the schemas only it uses); it gets a clone to change. */
function publicDocument(spec: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const doc = spec as { paths?: Record<string, unknown>; tags?: Array<{ name: string }>; components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> } }
  for (const path of Object.keys(doc.paths ?? {})) if (ADMIN_PATH.test(path)) delete doc.paths![path]
  doc.tags = doc.tags?.filter((tag) => tag.name !== ADMIN_TAG)
  delete doc.components?.securitySchemes?.bearerAuth
  const schemas = doc.components?.schemas
  if (schemas) {
    const used = referencedSchemas(doc.paths, schemas as Record<string, object>, (ref) => (ref.startsWith(COMPONENT_REF) ? ref.slice(COMPONENT_REF.length) : ''))
    for (const name of Object.keys(schemas)) if (!(name in used)) delete schemas[name]
  }
  return doc
}

const COMPONENT_REF = '#/components/schemas/'

export default fp(swaggerPlugin, { name: 'swagger', dependencies: ['config'] })
