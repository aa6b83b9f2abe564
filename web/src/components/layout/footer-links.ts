import type { FooterColumn } from '../../api/content/get-footer-services.js'
import type { GeneralInfoFlags } from '../../api/content/get-general-info.js'
import { siteConfig } from '../../lib/site-config.js'

export type FooterLink =
  | { type: 'route'; label: string; to: string }
  | { type: 'external'; label: string; href: string }
  // A server-driven screen opened as a dialog (the frame knows its id, the renderer does not).
  | { type: 'dialog'; label: string; screenId: string }

export interface FooterGroup {
  id: string
  title: string
  links: FooterLink[]
}

const route = (label: string, to: string): FooterLink => ({ type: 'route', label, to })

/** Spec §2.3 columns, in order; two links depend on general-info settings. */
export function footerGroups(flags: GeneralInfoFlags): FooterGroup[] {
  return [
    {
      id: 'hizmetlerimiz',
      title: 'Hizmetlerimiz',
      links: [
        route('Araba Al', '/araba-al'),
        route('Araba Sat', '/teklif-al/yil-sec'),
        route('Motosiklet Al', '/motosiklet-al'),
        route('Servis', '/servis'),
        ...(flags.has_active_campaigns ? [route('Kampanyalar', '/kampanyalar')] : []),
        { type: 'external', label: 'İhale Sitesi', href: siteConfig.tenderSiteUrl },
      ],
    },
    {
      id: 'kurumsal',
      title: 'Kurumsal',
      links: [
        route('Hakkımızda', '/hakkimizda'),
        route('Turuncu Garaj Noktaları', '/turuncu-garaj-noktalari'),
        route('Kariyer Olanakları', '/kariyer-olanaklari'),
        route('Turuncu Etik Hattı', '/turuncu-etik-hatti'),
      ],
    },
    {
      id: 'gelismeler',
      title: 'Gelişmeler',
      links: [
        route('Blog', '/blog'),
        route('Haberler', '/haberler'),
        ...(flags.nextup_title ? [route('Next Up', '/next-up')] : []),
      ],
    },
    {
      id: 'gizlilik',
      title: 'Gizlilik ve Kullanım',
      links: [
        route('Gizlilik Anlaşması', '/gizlilik-anlasmasi'),
        route('Çerez Politikası', '/cerez-politikasi'),
        route('Bilgi Toplumu Hizmetleri', '/bilgi-toplumu-hizmetleri'),
        route('Legal Metinler', '/legal-metinler'),
      ],
    },
    {
      id: 'destek',
      title: 'Destek',
      links: [
        route('Bize Ulaşın', '/bize-ulasin'),
        { type: 'dialog', label: 'Müşteri İletişim Formu', screenId: 'customer-contact-form' },
        { type: 'dialog', label: 'Randevu Sorgula', screenId: 'appointment-lookup' },
        route('Yardım', '/yardim'),
        route('Sıkça Sorulan Sorular', '/yardim'),
      ],
    },
  ]
}

// Remote content decides these addresses; anything but a site path or a web address is dropped.
function remoteLink(label: string, target: string): FooterLink | null {
  const text = target.trim()
  if (text.startsWith('/') && !text.startsWith('//')) return route(label, text)
  if (/^https?:\/\//i.test(text)) return { type: 'external', label, href: text }
  return null
}

/** The extra columns of get-footer-services; items whose tab is 'false' are hidden (spec §2.3). */
export function remoteFooterGroups(columns: FooterColumn[]): FooterGroup[] {
  return columns
    .map((column, index) => ({
      id: `ek-${index}`,
      title: column.title,
      links: column.list
        .filter((item) => item.tab !== 'false')
        .map((item) => remoteLink(item.title, item.text))
        .filter((link): link is FooterLink => link !== null),
    }))
    .filter((group) => group.title && group.links.length > 0)
}

export interface StoreUrls {
  appStore?: string | undefined
  googlePlay?: string | undefined
}

/** Store links: shown only in the mobile footer (spec §2.3). */
export function mobileAppGroup(urls: StoreUrls): FooterGroup {
  return {
    id: 'mobil-uygulama',
    title: 'Mobil Uygulama',
    links: [
      { type: 'external', label: 'App Store', href: urls.appStore ?? siteConfig.appStoreUrl },
      { type: 'external', label: 'Google Play', href: urls.googlePlay ?? siteConfig.googlePlayUrl },
    ],
  }
}
