// Vehicles as `app.vehicles`; view counts are flushed to PostgreSQL every VIEW_FLUSH_MS (30 s) and on close.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { VehicleService } from '../services/vehicles/vehicle-service.js'
import { VEHICLE_TYPES } from '../schemas/vehicles.js'
import type { SeoData } from '../services/seo/head.js'

declare module 'fastify' {
  interface FastifyInstance {
    vehicles: VehicleService
  }
}

async function vehiclesPlugin(app: FastifyInstance) {
  // View counts protect nothing and every (vehicle, address) pair is a key: they live in the cache role.
  const service = new VehicleService(app.db, app.cache, app.redisCache, app.config.redisKeyPrefix, app.log, { databaseUrl: app.config.databaseUrl, mode: app.config.searchHost })
  app.decorate('vehicles', service)
  app.addHook('onReady', async () => {
    service.startFlushing(app.config.viewFlushMs)
    // A production gateway starts its search host and builds the engine as it starts; elsewhere the first
    // search does, so the many short-lived gateways of the tests do not each read the inventory.
    if (app.config.nodeEnv === 'production') service.searchHost.warm()
  })
  registerSeo(app, service)
  app.addHook('onClose', async () => service.stop())
}

export default fp(vehiclesPlugin, { name: 'vehicles', dependencies: ['db', 'cache', 'redis'] })

const AREAS = [
  { prefix: '/araba-al', type: VEHICLE_TYPES.car, noun: 'Araba', plural: 'İkinci El Araba İlanları' },
  { prefix: '/motosiklet-al', type: VEHICLE_TYPES.motorcycle, noun: 'Motosiklet', plural: 'İkinci El Motosiklet İlanları' },
]
const segments = (path: string) => path.split('/').filter(Boolean)
const tl = (n: number) => `${n.toLocaleString('tr-TR')} TL`

/** SEO data of the listing area (spec §2.2): the listing, brand and brand+model pages, and the detail. */
function registerSeo(app: FastifyInstance, service: VehicleService) {
  // The compare page is each visitor's own list (kept in the browser): a real page, not worth indexing.
  app.seo.register('/karsilastir', async () => ({
    title: 'Araç Karşılaştırma',
    description: 'Seçtiğiniz en fazla 4 ikinci el aracı fiyat, kilometre, hasar ve teknik özellikleriyle yan yana karşılaştırın.',
    robots: 'index:false;follow:true',
  }))
  for (const area of AREAS) {
    app.seo.register(area.prefix, async (_params, path): Promise<SeoData | null> => {
      const [, brandSlug, modelSlug, , no] = segments(path)
      const n = segments(path).length
      if (n === 1) {
        return {
          title: area.plural,
          description: `Ekspertizli, garantili ve takasa uygun ikinci el ${area.noun.toLowerCase()} ilanları. Marka, model, yıl, kilometre ve fiyata göre filtreleyin.`,
        }
      }
      const catalog = await service.catalog.get()
      const brand = catalog.brandBySlug.get(brandSlug ?? '')
      if (!brand) return null
      if (n === 2) {
        return {
          title: `İkinci El ${brand.name} ${area.noun} İlanları ve Fiyatları`,
          description: `Satılık ikinci el ${brand.name} ${area.noun.toLowerCase()} ilanları: ekspertiz raporlu, tramer bilgisi açık araçlar Turuncu Garaj'da.`,
        }
      }
      const model = catalog.modelByPath.get(`${brandSlug}/${modelSlug}`)
      if (!model) return null
      if (n === 3) {
        return {
          title: `İkinci El ${brand.name} ${model.name} Fiyatları ve İlanları`,
          description: `Satılık ikinci el ${brand.name} ${model.name} ilanları: yıl, kilometre, hasar kaydı ve fiyat bilgileriyle.`,
        }
      }
      if (n !== 5 || !no || !/^\d{6,12}$/.test(no)) return null
      const entry = await service.detail(no)
      if (entry.body === 'null') return null
      const { result: v } = JSON.parse(entry.body) as { result: Record<string, any> }
      if (v.brandSlug !== brandSlug || v.modelSlug !== modelSlug) return null
      const name = `${v.brand} ${v.model} ${v.modelName}`
      const base = app.config.publicBaseUrl
      return {
        title: `${v.year} ${name}`,
        description: `${v.year} model ${name}, ${v.km.toLocaleString('tr-TR')} km, ${v.fuelType}, ${v.gearType}. ${tl(v.currentListingPrice)}. ${v.seller.city} ${v.seller.name} noktasında.`,
        canonical: v.detailPath,
        ogType: 'product',
        ...(v.isSold ? { robots: 'index:false;follow:true' } : {}),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Car',
          name,
          brand: { '@type': 'Brand', name: v.brand },
          model: v.model,
          vehicleModelDate: String(v.year),
          mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.km, unitCode: 'KMT' },
          fuelType: v.fuelType,
          vehicleTransmission: v.gearType,
          bodyType: v.caseType,
          color: v.color,
          sku: v.announcementNo,
          image: v.vehiclePhotos.map((p: { imageUrl: string }) => base + p.imageUrl),
          offers: {
            '@type': 'Offer',
            price: v.currentListingPrice,
            priceCurrency: 'TRY',
            availability: v.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            url: base + v.detailPath,
            seller: { '@type': 'AutoDealer', name: `Turuncu Garaj ${v.seller.name}`, address: v.seller.address },
          },
        },
      }
    })
  }
}
