// Route schemas of the SMS and appointment-lookup calls (spec §7). Phone and plate fields are
// optional strings here so the shared rules give the spec's own messages when they are missing.
import Type, { type Static } from 'typebox'
import { FieldErrorSchema } from './common.js'
import { messages, patternSources } from './rules/index.js'
import { PlainText } from './text.js'

/** A phone as typed: digits, spaces and + ( ) - only (decision 021), else the spec's 'Geçersiz telefon numarası'. */
export const phoneText = (description = 'Cep telefonu; 5xxxxxxxxx, 05xx… veya +90 5xx… biçimleri kabul edilir') => Type.String({
  maxLength: 32, pattern: patternSources.phoneText, errorMessage: { pattern: messages.phoneInvalid },
  description: `${description} (yalnızca rakam, boşluk ve + ( ) -)`,
})
const PhoneText = phoneText()
const PlateText = PlainText({ maxLength: 32, description: 'Plaka, örn. 34 ABC 123 (boşluklar silinir, büyük harfe çevrilir)' })
const CodeText = PlainText({ maxLength: 16, description: '4 haneli SMS doğrulama kodu' })

export const SmsCreateCodeBody = Type.Object({
  gsmNo: Type.Optional(PhoneText),
  captchaToken: Type.Optional(PlainText({ maxLength: 8192, description: 'Güvenlik doğrulaması belirteci; yoksa bu numara için son 10 dakikada geçilmiş bir doğrulama gerekir' })),
})
export const SmsVerifyCodeBody = Type.Object({ phoneNumber: Type.Optional(PhoneText), code: Type.Optional(CodeText) })
export const CreateVerificationCodeBody = Type.Object({
  phoneNumber: Type.Optional(PhoneText),
  plateNumber: Type.Optional(PlateText),
  captchaToken: Type.Optional(PlainText({
    maxLength: 8192,
    description: 'Güvenlik doğrulaması belirteci (GET /api/captcha/challenge ile alınan bulmacanın çözümü). Zorunlu. ' +
      'İlk kullanımda doğrulanır ve bu numara için 10 dakika geçerli olur; aynı belirteçle yeniden istek kodu yeniden gönderir.',
  })),
})
export const GetUserAppointmentBody = Type.Object({
  phone: Type.Optional(PhoneText),
  numberPlate: Type.Optional(PlateText),
  verificationCode: Type.Optional(CodeText),
})

/** The appointment result page's single-use id: 144 random bits, base64url (24 characters). */
export const RESULT_ID_PATTERN = '^[A-Za-z0-9_-]{24}$'

export const AppointmentResultBody = Type.Object({
  resultId: Type.String({
    pattern: RESULT_ID_PATTERN,
    description: 'Sonuç sayfası adresindeki tek kullanımlık kimlik (/check-appointment-result/{resultId}); 10 dakika geçerlidir',
  }),
})

export const StatusCodeMessageSchema = Type.Object({
  statusCode: Type.Literal(200),
  message: Type.String(),
}, { additionalProperties: false })

export const StatusMessageSchema = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
}, { additionalProperties: false })

/** The error shape plus `status` on a wrong code, which this call's client reads (design §2). */
export const StatusErrorSchema = Type.Object({
  statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
  status: Type.Optional(Type.Integer({ minimum: 400, maximum: 599, description: 'Yanlış kodda statusCode ile aynı' })),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldErrorSchema)),
}, { additionalProperties: false })

export const AppointmentSchema = Type.Object({
  id: Type.Integer(),
  plate: Type.String(),
  branchId: Type.Integer(),
  branchName: Type.String(),
  branchAddress: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  date: Type.String({ description: 'Türkçe tarih, örn. 4 Eylül 2025 Perşembe' }),
  time: Type.String({ description: 'Saat, örn. 10:30 (Türkiye saati)' }),
  status: Type.Integer({ minimum: 1, maximum: 6, description: '1 Taslak, 2 Onaylandı, 3 Randevuya Çevrilemedi, 4 Müşteri Randevuya Geldi, 5 İptal, 6 Randevuya Bekleniyor' }),
  statusText: Type.String(),
}, { additionalProperties: false })

export const UserAppointmentsSchema = Type.Object({
  statusCode: Type.Literal(200),
  message: Type.String(),
  result: Type.Object({ appointments: Type.Array(AppointmentSchema) }, { additionalProperties: false }),
}, { additionalProperties: false })

export type Appointment = Static<typeof AppointmentSchema>
