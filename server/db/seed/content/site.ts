// Remote footer columns, social links, site statics, general-info settings and parameter lists.
import type { FooterColumnSeed, GeneralInfoSeed, ParameterSeed, SiteStaticSeed, SocialLinkSeed } from './types.js'

export const SITE_NAME = 'Turuncu Garaj'
export const SITE_BASE_URL = 'https://www.turuncugaraj.com.tr'
export const TENDER_SITE_URL = 'https://ihale.turuncugaraj.com.tr'

/** Extra footer columns delivered as remote content (spec §2.3). tab 'false' hides a link. */
export const FOOTER_COLUMNS: FooterColumnSeed[] = [
  {
    title: 'Popüler Markalar',
    items: [
      { title: 'İkinci El Fiat', text: '/araba-al/fiat', tab: 'true' },
      { title: 'İkinci El Renault', text: '/araba-al/renault', tab: 'true' },
      { title: 'İkinci El Volkswagen', text: '/araba-al/volkswagen', tab: 'true' },
      { title: 'İkinci El Toyota', text: '/araba-al/toyota', tab: 'true' },
      { title: 'İkinci El BMW', text: '/araba-al/bmw', tab: 'true' },
      { title: 'İkinci El Hyundai', text: '/araba-al/hyundai', tab: 'true' },
      { title: 'İkinci El Ford', text: '/araba-al/ford', tab: 'true' },
      { title: 'İkinci El Peugeot', text: '/araba-al/peugeot', tab: 'true' },
      { title: 'İkinci El Honda', text: '/araba-al/honda', tab: 'true' },
      { title: 'İkinci El Dacia', text: '/araba-al/dacia', tab: 'false' },
    ],
  },
  {
    title: 'Popüler Aramalar',
    items: [
      { title: 'İkinci El Elektrikli Araçlar', text: '/araba-al?yakit=elektrik', tab: 'true' },
      { title: 'İkinci El Hibrit Araçlar', text: '/araba-al?yakit=hibrit', tab: 'true' },
      { title: 'Otomatik Vitesli Araçlar', text: '/araba-al?vites=otomatik', tab: 'true' },
      { title: 'İkinci El SUV Modelleri', text: '/araba-al?kasa=suv', tab: 'true' },
      { title: 'Dizel Sedan Araçlar', text: '/araba-al?yakit=dizel&kasa=sedan', tab: 'true' },
      { title: '2022 ve Sonrası Model Araçlar', text: '/araba-al?yil-min=2022', tab: 'true' },
      { title: 'Kampanyalı Araçlar', text: '/araba-al?kampanya=true', tab: 'true' },
      { title: 'İkinci El Scooter Modelleri', text: '/motosiklet-al?kasa=scooter', tab: 'true' },
      { title: 'LPG\'li Araçlar', text: '/araba-al?yakit=lpg', tab: 'false' },
    ],
  },
]

export const SOCIAL_LINKS: SocialLinkSeed[] = [
  { id: 1, title: 'Instagram', text: 'https://www.instagram.com/turuncugaraj', imageUrl: '/media/social/instagram.svg' },
  { id: 2, title: 'Facebook', text: 'https://www.facebook.com/turuncugaraj', imageUrl: '/media/social/facebook.svg' },
  { id: 3, title: 'X', text: 'https://x.com/turuncugaraj', imageUrl: '/media/social/x.svg' },
  { id: 4, title: 'YouTube', text: 'https://www.youtube.com/@turuncugaraj', imageUrl: '/media/social/youtube.svg' },
  { id: 5, title: 'LinkedIn', text: 'https://www.linkedin.com/company/turuncugaraj', imageUrl: '/media/social/linkedin.svg' },
  { id: 6, title: 'TikTok', text: 'https://www.tiktok.com/@turuncugaraj', imageUrl: '/media/social/tiktok.svg' },
]

export const SITE_STATIC: SiteStaticSeed[] = [
  { key: 'FOOTER_ADDRESS', title: 'Adres', text: 'Barbaros Mah. Kardelen Sok. No: 2 Palladium Tower Kat: 12, 34746 Ataşehir / İstanbul' },
  { key: 'FOOTER_PHONE', title: 'Telefon', text: '0850 255 88 00' },
  { key: 'FOOTER_MAIL', title: 'E-posta', text: 'destek@turuncugaraj.com.tr' },
  { key: 'CONTACT_HOURS', title: 'Çalışma Saatleri', text: 'Hafta içi 09.00–18.00, Cumartesi 10.00–16.00' },
  { key: 'CONTACT_KEP', title: 'KEP Adresi', text: 'turuncugaraj@hs01.kep.tr' },
  { key: 'CONTACT_KVKK_MAIL', title: 'Kişisel Veri Başvuruları', text: 'kvkk@turuncugaraj.com.tr' },
  { key: 'CONTACT_CAREER_MAIL', title: 'Kariyer', text: 'kariyer@turuncugaraj.com.tr' },
  { key: 'CONTACT_ETHICS_PHONE', title: 'Etik Hattı', text: '0800 211 48 48' },
  { key: 'CONTACT_ETHICS_MAIL', title: 'Etik Hattı E-posta', text: 'etik@turuncugaraj.com.tr' },
  { key: 'APP_STORE_URL', title: 'App Store', text: 'https://apps.apple.com/tr/app/turuncu-garaj/id6448213705' },
  { key: 'GOOGLE_PLAY_URL', title: 'Google Play', text: 'https://play.google.com/store/apps/details?id=tr.com.turuncugaraj.app' },
  { key: 'COPYRIGHT_OWNER', title: 'Telif Hakkı Sahibi', text: 'Turuncu Garaj Otomotiv Ticaret A.Ş.' },
]

/** General info settings (spec §3). */
export const GENERAL_INFO: GeneralInfoSeed[] = [
  { key: 'has_active_campaigns', boolValue: true },
  { key: 'nextup_title', boolValue: true },
  { key: 'corporate_membership', boolValue: false },
  { key: 'BASEURL', stringValue: SITE_BASE_URL },
]

/**
 * Parameter lists. The first two are deliberately NOT in id order here: the API sorts by id
 * ascending (spec §3), and the unsorted seed makes that observable.
 */
export const PARAMETERS: ParameterSeed[] = [
  {
    tableName: 'CustomerFormRequestType',
    items: [
      { id: 3, value: 'Şikayet' },
      { id: 1, value: 'Bilgi Talebi' },
      { id: 6, value: 'Kişisel Veri Başvurusu' },
      { id: 2, value: 'Öneri' },
      { id: 5, value: 'Randevu Talebi' },
      { id: 4, value: 'Teşekkür' },
    ],
  },
  {
    tableName: 'CustomerFormSubjectType',
    items: [
      { id: 4, value: 'Servis ve Bakım' },
      { id: 2, value: 'Araç Satışı' },
      { id: 8, value: 'Diğer' },
      { id: 1, value: 'Araç Alımı' },
      { id: 6, value: 'Ödeme ve Noter İşlemleri' },
      { id: 3, value: 'Takas' },
      { id: 7, value: 'Mobil Uygulama' },
      { id: 5, value: 'Ekspertiz' },
    ],
  },
  {
    tableName: 'InformCustomerCallType',
    items: [
      { id: 1, value: 'Araç Hakkında Bilgi' },
      { id: 2, value: 'Kredi ve Ödeme Seçenekleri' },
      { id: 3, value: 'Takas Teklifi' },
      { id: 4, value: 'Test Sürüşü Randevusu' },
      { id: 5, value: 'Ekspertiz Raporu' },
    ],
  },
]
