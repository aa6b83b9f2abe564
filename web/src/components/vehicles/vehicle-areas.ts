import type { VEHICLE_TYPES } from '../../../../server/schemas/vehicles.js'

// Mirrors VEHICLE_TYPES of server/schemas/vehicles.ts (that module loads typebox at runtime).
const TYPES: typeof VEHICLE_TYPES = { car: 14870, motorcycle: 14169 }

/** Spec §4.10: active tab 5 (second-hand cars) searches vehicle type 14870, every other tab 14169. */
export function vehicleTypeOfTab(tab: number): number {
  return tab === 5 ? TYPES.car : TYPES.motorcycle
}

/** The two listing areas of spec §2.2: cars under /araba-al, motorcycles under /motosiklet-al. */
export interface VehicleArea {
  key: keyof typeof VEHICLE_TYPES
  prefix: '/araba-al' | '/motosiklet-al'
  /** Spec §3 activeTab. */
  tab: number
  tabLabel: string
  vehicleTypeId: number
  title: string
  /** 'Araba' / 'Motosiklet', inside titles: 'İkinci El Fiat Araba İlanları'. */
  noun: string
  breadcrumb: string
}

export const VEHICLE_AREAS = {
  car: {
    key: 'car',
    prefix: '/araba-al',
    tab: 5,
    tabLabel: 'Otomobil',
    vehicleTypeId: vehicleTypeOfTab(5),
    title: 'İkinci El Araba İlanları',
    noun: 'Araba',
    breadcrumb: 'Araba Al',
  },
  motorcycle: {
    key: 'motorcycle',
    prefix: '/motosiklet-al',
    tab: 6,
    tabLabel: 'Motosiklet',
    vehicleTypeId: vehicleTypeOfTab(6),
    title: 'İkinci El Motosiklet İlanları',
    noun: 'Motosiklet',
    breadcrumb: 'Motosiklet Al',
  },
} as const satisfies Record<string, VehicleArea>

export function areaOfType(vehicleTypeId: number): VehicleArea {
  return vehicleTypeId === TYPES.motorcycle ? VEHICLE_AREAS.motorcycle : VEHICLE_AREAS.car
}
