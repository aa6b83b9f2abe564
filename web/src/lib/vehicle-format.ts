// How vehicles read on cards, the detail page and the compare table (Turkish, '.' thousands).
import type { VehicleCard } from '../api/vehicles/get-vehicles.js'
import { formatCalendarDay, formatNumber, formatPrice } from './locale.js'

export { formatPrice }

/** '125.000 km' */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`
}

/** 'Fiat Egea' */
export function vehicleName(v: Pick<VehicleCard, 'brand' | 'model'>): string {
  return `${v.brand} ${v.model}`
}

/** 'Fiat Egea 1.4 Fire Easy 2019', the detail page title. */
export function vehicleTitle(v: Pick<VehicleCard, 'brand' | 'model' | 'modelName' | 'year'>): string {
  return `${v.brand} ${v.model} ${v.modelName} ${v.year}`
}

/** '22.11.2026' from the card's 'YYYY-MM-DD' (read as a calendar day, not a UTC instant). */
export function formatListingDate(isoDay: string): string {
  return formatCalendarDay(isoDay)
}

export function tramerText(totalAmount: number): string {
  return totalAmount > 0 ? `Tramer: ${formatPrice(totalAmount)}` : 'Tramer kaydı yok'
}

export function paintedText(count: number): string {
  return count > 0 ? `${count} boyalı parça` : 'Boyasız'
}

export function changedText(count: number): string {
  return count > 0 ? `${count} değişen parça` : 'Değişensiz'
}

/** The card's damage line: tramer record, painted and changed panels. */
export function damageSummary(v: Pick<VehicleCard, 'vehicleTramImages' | 'paintedCount' | 'changedCount'>): string[] {
  return [tramerText(v.vehicleTramImages.totalAmount), paintedText(v.paintedCount), changedText(v.changedCount)]
}

export type BadgeTone = 'campaign' | 'certified' | 'reserved' | 'sold' | 'optioned'

/** Status and offer badges, most important first. */
export function vehicleBadges(
  v: Pick<VehicleCard, 'campaignTitle' | 'certificationTitle' | 'isReserved' | 'isSold' | 'isOptionedAtSap'>,
): Array<{ tone: BadgeTone; label: string; title?: string }> {
  const badges: Array<{ tone: BadgeTone; label: string; title?: string }> = []
  if (v.isSold) badges.push({ tone: 'sold', label: 'Satıldı' })
  else if (v.isReserved) badges.push({ tone: 'reserved', label: 'Rezerve' })
  else if (v.isOptionedAtSap) badges.push({ tone: 'optioned', label: 'Opsiyonlu' })
  if (v.campaignTitle) badges.push({ tone: 'campaign', label: 'Kampanya', title: v.campaignTitle })
  if (v.certificationTitle) badges.push({ tone: 'certified', label: 'Sertifikalı', title: v.certificationTitle })
  return badges
}

/** A number typed with or without '.' grouping ('1.250.000' → 1250000); null when it has no digits. */
export function parseGroupedNumber(text: string): number | null {
  const digits = text.replace(/\D/g, '')
  return digits ? Number(digits) : null
}
