// Route schemas of the inspection booking (issue 14): the slot list, a hold, the manage link's
// calls and the admin API's schedule edits.
import Type from 'typebox'
import { PlainText } from './text.js'

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (İstanbul)', errorMessage: { pattern: 'Lütfen randevu gününü seçin.' } })
const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm', errorMessage: { pattern: 'Lütfen randevu saatini seçin.' } })
const BranchValue = Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Şube kimliği', errorMessage: { pattern: 'Lütfen listeden bir şube seçin.' } })
// Any text: a malformed token gets the same 404 "Randevu bulunamadı." as a forged or expired one.
export const ManageToken = PlainText({ minLength: 1, maxLength: 200, description: 'SMS ile gönderilen değiştir/iptal bağlantısındaki belirteç' })

export const SlotsQuery = Type.Object({
  branchId: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  date: Day,
}, { additionalProperties: false })

const SlotSchema = Type.Object({
  time: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  remaining: Type.Integer(),
  status: Type.Union([Type.Literal('available'), Type.Literal('full'), Type.Literal('past')]),
  label: Type.Optional(Type.String({ description: "'Son 1 yer'" })),
}, { additionalProperties: false })

export const SlotsAnswer = Type.Object({
  statusCode: Type.Literal(200),
  result: Type.Object({
    branchId: Type.Integer(),
    date: Type.String(),
    capacity: Type.Integer(),
    leadingBlanks: Type.Integer({ description: 'Pazartesiyle başlayan haftada ilk günden önceki boş hücreler' }),
    days: Type.Array(Type.Object({
      date: Type.String(), weekday: Type.Integer(), label: Type.String(), open: Type.Boolean(),
      closedReason: Type.Optional(Type.String({ description: "'Pazar', bayramın adı ya da 'Kapalı'" })),
      halfDay: Type.Optional(Type.String({ description: 'Yarım gün: yalnız sabah saatleri' })),
    }, { additionalProperties: false })),
    day: Type.Object({ open: Type.Boolean(), closedReason: Type.Optional(Type.String()), halfDay: Type.Optional(Type.String()) }, { additionalProperties: false }),
    slots: Type.Array(SlotSchema),
  }, { additionalProperties: false }),
}, { additionalProperties: false })

const BranchSchema = Type.Object({
  id: Type.Integer(), name: Type.String(), city: Type.String(), district: Type.String(), address: Type.String(), phone: Type.String(),
  mapUrl: Type.String(), capacity: Type.Integer(), horizonDays: Type.Integer(),
}, { additionalProperties: false })

export const BranchesAnswer = Type.Object({
  statusCode: Type.Literal(200),
  result: Type.Object({ cities: Type.Array(Type.String()), branches: Type.Array(BranchSchema) }, { additionalProperties: false }),
}, { additionalProperties: false })

export const SlotChoiceBody = Type.Object({
  city: Type.Optional(PlainText({ minLength: 1, maxLength: 50 })),
  branch: BranchValue,
  date: Day,
  slot: Time,
}, { additionalProperties: false })

export const HoldAnswer = Type.Object({
  statusCode: Type.Literal(200),
  message: Type.String(),
  result: Type.Object({ expiresAt: Type.String({ description: 'Ayırmanın bittiği an (ISO 8601)' }) }, { additionalProperties: false }),
}, { additionalProperties: false })

export const BookingViewSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String({ description: "Randevu no, örn. 'TG000123'" }),
  status: Type.Integer({ minimum: 1, maximum: 6, description: 'Spec §4.1 A kümesi' }),
  statusText: Type.String(),
  branch: Type.Object({
    id: Type.Integer(), name: Type.String(), city: Type.String(), district: Type.String(), address: Type.String(), phone: Type.String(), mapUrl: Type.String(),
  }, { additionalProperties: false }),
  date: Type.String(), dateText: Type.String(), time: Type.String(), startsAt: Type.String(), endsAt: Type.String(),
  plate: Type.String(),
  offer: Type.Union([Type.Null(), Type.Object({
    rangeText: Type.Union([Type.String(), Type.Null()]), preOfferedPrice: Type.Union([Type.Integer(), Type.Null()]),
    validUntil: Type.String(), validText: Type.String(), note: Type.Optional(Type.String()),
  }, { additionalProperties: false })]),
  checklist: Type.Array(Type.String()),
}, { additionalProperties: false })

export const BookingAnswer = Type.Object({
  statusCode: Type.Literal(200),
  message: Type.Optional(Type.String()),
  result: BookingViewSchema,
}, { additionalProperties: false })

export const ManageBody = Type.Object({ token: ManageToken }, { additionalProperties: false })
export const RescheduleBody = Type.Object({ token: ManageToken, branch: BranchValue, date: Day, slot: Time }, { additionalProperties: false })

const Hm = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm' })
const NullableHm = Type.Union([Hm, Type.Null()])

export const ScheduleUpdate = Type.Object({
  weekdayOpens: Hm, weekdayCloses: Hm,
  saturdayOpens: NullableHm, saturdayCloses: NullableHm,
  lunchStarts: NullableHm, lunchEnds: NullableHm,
  slotMinutes: Type.Integer({ minimum: 15, maximum: 240 }),
  capacity: Type.Integer({ minimum: 1, maximum: 2, description: 'Ekspertiz alanı sayısı (1–2)' }),
  leadMinutes: Type.Integer({ minimum: 0, maximum: 2880 }),
  horizonDays: Type.Integer({ minimum: 1, maximum: 60 }),
}, { additionalProperties: false })

export const ScheduleAnswer = Type.Object({ statusCode: Type.Literal(200), result: ScheduleUpdate }, { additionalProperties: false })

export const HolidayUpdate = Type.Object({
  name: PlainText({ minLength: 1, maxLength: 100 }),
  closesAt: Type.Optional(Type.Union([Hm, Type.Null()], { description: 'Yarım gün: bu saatten sonra kapalı; yoksa bütün gün' })),
}, { additionalProperties: false })

export const ClosureCreate = Type.Object({
  startsOn: Day, endsOn: Day, reason: Type.Optional(PlainText({ maxLength: 200 })),
}, { additionalProperties: false })

export const AppointmentStatusUpdate = Type.Object({
  status: Type.Union([2, 3, 4, 5, 6].map((n) => Type.Literal(n)), {
    description: '2 Onaylandı, 3 Randevuya Çevrilemedi, 4 Müşteri Randevuya Geldi, 5 İptal, 6 Randevuya Bekleniyor',
  }),
}, { additionalProperties: false })
