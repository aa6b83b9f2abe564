import { VEHICLE_TYPES } from '../../../../server/schemas/vehicle-constants.js'

/** Spec §4.10: active tab 5 (second-hand cars) searches vehicle type 14870, every other tab 14169. */
export function vehicleTypeOfTab(tab: number): number {
  return tab === 5 ? VEHICLE_TYPES.car : VEHICLE_TYPES.motorcycle
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
  return vehicleTypeId === VEHICLE_TYPES.motorcycle ? VEHICLE_AREAS.motorcycle : VEHICLE_AREAS.car
}
