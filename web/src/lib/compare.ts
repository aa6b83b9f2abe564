// The compare list (spec §3 compareVehicleList): up to four vehicles, kept in localStorage so it
// survives reloads and is shared by the tabs of the site.
import { useSyncExternalStore } from 'react'
import type { VehicleCard } from '../api/vehicles/get-vehicles.js'

export const MAX_COMPARE = 4
export const COMPARE_FULL_MESSAGE = `En fazla ${MAX_COMPARE} araç karşılaştırabilirsiniz`
const STORAGE_KEY = 'tg_compare'

/** What the compare bar shows without asking the gateway; the compare page loads the rest. */
export type CompareItem = Pick<VehicleCard, 'announcementNo' | 'brand' | 'model' | 'modelName' | 'year' | 'photoUrl' | 'detailPath'>

const EMPTY: readonly CompareItem[] = []
let cached: { raw: string | null; items: readonly CompareItem[] } = { raw: null, items: EMPTY }
const listeners = new Set<() => void>()

function isItem(value: unknown): value is CompareItem {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.announcementNo === 'string' && typeof v.brand === 'string' && typeof v.detailPath === 'string' && typeof v.photoUrl === 'string'
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** The stored list, parsed once per change: the same array is returned while nothing changed. */
function snapshot(): readonly CompareItem[] {
  const raw = readRaw()
  if (raw === cached.raw) return cached.items
  let items: readonly CompareItem[] = EMPTY
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(parsed)) items = parsed.filter(isItem).slice(0, MAX_COMPARE)
  } catch {
    // A damaged entry reads as an empty list.
  }
  cached = { raw, items }
  return items
}

function write(items: readonly CompareItem[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items))
  } catch {
    // Private mode or a full quota: the list lasts as long as the page.
    cached = { raw: JSON.stringify(items), items }
  }
  for (const notify of listeners) notify()
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify)
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) notify()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(notify)
    window.removeEventListener('storage', onStorage)
  }
}

export function useCompareList(): readonly CompareItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY)
}

export type AddResult = 'added' | 'present' | 'full'

export function addToCompare(vehicle: CompareItem): AddResult {
  const items = snapshot()
  if (items.some((item) => item.announcementNo === vehicle.announcementNo)) return 'present'
  if (items.length >= MAX_COMPARE) return 'full'
  const { announcementNo, brand, model, modelName, year, photoUrl, detailPath } = vehicle
  write([...items, { announcementNo, brand, model, modelName, year, photoUrl, detailPath }])
  return 'added'
}

export function removeFromCompare(announcementNo: string): void {
  write(snapshot().filter((item) => item.announcementNo !== announcementNo))
}

export function clearCompare(): void {
  write(EMPTY)
}
