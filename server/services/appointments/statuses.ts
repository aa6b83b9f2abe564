// Appointment statuses, set A of spec §4.1, with the Turkish text a customer reads.
export const APPOINTMENT_STATUS = {
  Taslak: 1,
  Onaylandi: 2,
  RandevuyaCevrilemedi: 3,
  MusteriRandevuyaGeldi: 4,
  Iptal: 5,
  RandevuyaBekleniyor: 6,
} as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUS)[keyof typeof APPOINTMENT_STATUS]

export const STATUS_TEXT: Record<AppointmentStatus, string> = {
  1: 'Taslak',
  2: 'Onaylandı',
  3: 'Randevuya Çevrilemedi',
  4: 'Müşteri Randevuya Geldi',
  5: 'İptal',
  6: 'Randevuya Bekleniyor',
}
