// The car condition the sell wizard asks at step 10 (sell-wizard.md §3, §4.2): the 13 panels of the
// damage diagram, their states and the tramer answer. Free of TypeBox and of Node, so the web bundle
// imports the same ids the pricing model reads instead of keeping a copy.

/** Panel id → Turkish label, in the diagram's reading order (front to back). */
export const PANELS = {
  'on-tampon': 'Ön tampon',
  'motor-kaputu': 'Motor kaputu',
  tavan: 'Tavan',
  'bagaj-kapagi': 'Bagaj kapağı',
  'arka-tampon': 'Arka tampon',
  'sol-on-camurluk': 'Sol ön çamurluk',
  'sag-on-camurluk': 'Sağ ön çamurluk',
  'sol-on-kapi': 'Sol ön kapı',
  'sag-on-kapi': 'Sağ ön kapı',
  'sol-arka-kapi': 'Sol arka kapı',
  'sag-arka-kapi': 'Sağ arka kapı',
  'sol-arka-camurluk': 'Sol arka çamurluk',
  'sag-arka-camurluk': 'Sağ arka çamurluk',
} as const
export type PanelId = keyof typeof PANELS
export const PANEL_IDS = Object.keys(PANELS) as PanelId[]

/** Bumpers are plastic and cheap to repaint or replace: they count half (§4.2). */
export const BUMPER_IDS: readonly PanelId[] = ['on-tampon', 'arka-tampon']

/**
 * Structural items a repair of which points at a heavy accident. Step 10 asks only the roof; the
 * pillars are optional answers (an inspection or a later question may fill them), and two or more
 * touched items send the car to an expert (§4.2).
 */
export const PILLARS = {
  'sol-a-direk': 'Sol A direği',
  'sag-a-direk': 'Sağ A direği',
  'sol-b-direk': 'Sol B direği',
  'sag-b-direk': 'Sağ B direği',
  'sol-c-direk': 'Sol C direği',
  'sag-c-direk': 'Sağ C direği',
} as const
export type PillarId = keyof typeof PILLARS
export const PILLAR_IDS = Object.keys(PILLARS) as PillarId[]

export const PANEL_STATES = {
  orijinal: 'Orijinal',
  'lokal-boyali': 'Lokal boyalı',
  boyali: 'Boyalı',
  degismis: 'Değişmiş',
} as const
export type PanelState = keyof typeof PANEL_STATES
export const PANEL_STATE_IDS = Object.keys(PANEL_STATES) as PanelState[]

export type PanelStates = Record<PanelId, PanelState>

/** Every panel original: what the "Boya/değişen yok" shortcut sets. */
export function originalPanels(): PanelStates {
  return Object.fromEntries(PANEL_IDS.map((id) => [id, 'orijinal'])) as PanelStates
}

/** Tramer (insurance damage record) answer: none, an amount in TL, or not known. */
export type TramerAnswer = 'yok' | 'bilmiyorum' | { amount: number }
export const TRAMER_CHOICES = { yok: 'Yok', var: 'Var', bilmiyorum: 'Bilmiyorum' } as const

/** The 6 ay / 6.000 km rule's message (sell-wizard.md §3, step 10). */
export const NOT_ELIGIBLE_MESSAGE = "Aracınız ilk tescilden itibaren 6 ay ve 6.000 km'yi doldurmadığı için şu an teklif veremiyoruz."
/** Shown instead of a number (§4.4). */
export const EXPERT_REVIEW_MESSAGE = 'Aracınız için uzman değerlendirmesi gerekiyor. Sizi arayalım mı?'
/** What every offer link that does not open says (tampered, expired, unknown: no difference; decision 028). */
export const OFFER_LINK_NOT_FOUND = 'Teklif bulunamadı. Bağlantının süresi dolmuş ya da bağlantı hatalı olabilir.'

export const CONFIDENCE_LABELS = { yuksek: 'Yüksek', orta: 'Orta', dusuk: 'Düşük' } as const
export type Confidence = keyof typeof CONFIDENCE_LABELS
