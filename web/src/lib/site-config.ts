// Static site settings in one place. The general-info switches (spec §3) come from the server:
// see api/content/get-general-info.ts.

export const siteConfig = {
  name: 'Turuncu Garaj',
  tenderSiteUrl: 'https://ihale.turuncugaraj.com.tr',
  // Fallbacks while the site texts APP_STORE_URL / GOOGLE_PLAY_URL load or when they are empty.
  appStoreUrl: 'https://apps.apple.com',
  googlePlayUrl: 'https://play.google.com',
} as const
