// Static site settings in one place. `generalInfo` mirrors the remote general-info keys
// (spec §3) so the content issue can replace these values with the server's.

export interface GeneralInfoFlags {
  has_active_campaigns: boolean
  nextup_title: boolean
}

export const siteConfig = {
  name: 'Turuncu Garaj',
  tenderSiteUrl: 'https://ihale.turuncugaraj.com.tr',
  appStoreUrl: 'https://apps.apple.com',
  googlePlayUrl: 'https://play.google.com',
  generalInfo: {
    has_active_campaigns: false,
    nextup_title: false,
  } satisfies GeneralInfoFlags,
} as const
