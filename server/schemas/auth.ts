// Route schemas of /api/auth (issue 16, decision 031). The next-auth wire (session, csrf, providers,
// callback, signout, _log, signin, error) answers in next-auth v4's shapes, not the gateway's error
// shape; the spec's §7 calls (register, phone-verification, otp-login-get-code, forgot-password…)
// answer `{ status, message, … }` and fail in the gateway's error shape. Fields are optional
// strings so the shared rules give the spec's own messages when they are missing.
import Type from 'typebox'
import { PlainText } from './text.js'
import { phoneText } from './verification.js'
import { TICKET_PATTERN } from '../services/accounts/tickets.js'

const s = (maxLength: number, description: string) => Type.Optional(PlainText({ maxLength, description }))
const captchaToken = s(8192, 'Güvenlik doğrulaması belirteci (GET /api/captcha/challenge ile alınan bulmacanın çözümü). Zorunlu; aynı belirteçle 10 dakika içinde yeniden istek kodu yeniden gönderir (geri sayım bittiyse).')

// ── next-auth wire ──────────────────────────────────────────────────────────────────────────────

export const UserInfoSchema = Type.Object({
  id: Type.Integer({ description: 'Müşteri numarası' }),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String({ description: '10 haneli cep telefonu, örn. 5321234567' }),
}, { additionalProperties: false })

export const SessionSchema = Type.Object({
  user: Type.Object({
    role: Type.Literal('client'),
    userInfo: UserInfoSchema,
    accessToken: Type.String({ description: 'Oturuma bağlı, kısa ömürlü (30–45 dakika) Bearer belirteci; oturum kapanınca geçersizdir' }),
    contactKey: Type.String({ description: 'Pazarlama takibi için müşterinin değişmeyen, geri çevrilemeyen anahtarı' }),
  }, { additionalProperties: false }),
  expires: Type.String({ format: 'date-time', description: 'Oturumun bitiş zamanı (her ziyaretle ileri kayar)' }),
}, { additionalProperties: false })

export const SessionOrEmptySchema = Type.Union([SessionSchema, Type.Object({}, { additionalProperties: false, description: 'Oturum yok' })], {
  description: 'Oturum; oturum yoksa boş nesne {} (hiçbir zaman 401 değil)',
})

export const CsrfSchema = Type.Object({ csrfToken: Type.String({ pattern: '^[0-9a-f]{64}$' }) }, { additionalProperties: false })

const Provider = Type.Object({
  id: Type.Literal('credentials'), name: Type.Literal('Credentials'), type: Type.Literal('credentials'),
  signinUrl: Type.String(), callbackUrl: Type.String(),
}, { additionalProperties: false })
export const ProvidersSchema = Type.Object({ credentials: Provider }, { additionalProperties: false })

export const UrlSchema = Type.Object({
  url: Type.String({ description: 'Mutlak adres (PUBLIC_BASE_URL üzerinde). Başarısız girişte …/api/auth/error?error=<JSON {status, message, data}>' }),
}, { additionalProperties: false })

export const EmptySchema = Type.Object({}, { additionalProperties: false })

const FORM = 'application/x-www-form-urlencoded'
export const FORM_CONSUMES = [FORM]

export const CredentialsBody = Type.Object({
  csrfToken: s(64, 'GET /api/auth/csrf ile alınan belirteç (çerezdeki ile aynı olmalı)'),
  callbackUrl: Type.Optional(Type.String({ maxLength: 4096, description: 'Girişten sonra gidilecek adres: göreli yol ya da sitenin kendi adresi; başkası ana sayfaya çevrilir' })),
  json: s(8, "'true': yanıt JSON { url }"),
  redirect: s(8, "next-auth istemcisinin gönderdiği 'false'"),
  phoneNumber: s(32, 'Cep telefonu'),
  password: s(256, 'Şifre (isOptLogin yoksa)'),
  token: s(8192, 'Güvenlik doğrulaması belirteci; bir hatalı denemeden sonra zorunlu'),
  isCaptcha: s(8, "'true': şifreyle giriş (güvenlik doğrulamalı)"),
  isOptLogin: s(8, "'true': SMS koduyla giriş (code alanıyla)"),
  code: s(16, 'SMS ile giriş kodu (isOptLogin ile)'),
}, { description: 'application/x-www-form-urlencoded; tüm değerler metindir' })

export const SignoutBody = Type.Object({
  csrfToken: s(64, 'GET /api/auth/csrf ile alınan belirteç'),
  callbackUrl: Type.Optional(Type.String({ maxLength: 4096 })),
  json: s(8, "'true': yanıt JSON { url }"),
}, { description: 'application/x-www-form-urlencoded' })

export const LogBody = Type.Object({
  level: Type.Optional(Type.String({ maxLength: 16 })),
  code: Type.Optional(Type.String({ maxLength: 100 })),
  message: Type.Optional(Type.String({ maxLength: 1000 })),
  url: Type.Optional(Type.String({ maxLength: 1000 })),
}, { description: 'navigator.sendBeacon ile application/x-www-form-urlencoded; en fazla 2 KB' })

export const SessionUpdateBody = Type.Object({
  csrfToken: s(64, 'GET /api/auth/csrf ile alınan belirteç'),
  data: Type.Optional(Type.Object({
    name: s(100, 'Ad'),
    surname: s(100, 'Soyad'),
    email: s(320, 'E-posta'),
    userInfo: Type.Optional(Type.Object({ name: s(100, 'Ad'), surname: s(100, 'Soyad'), email: s(320, 'E-posta') })),
  }, { description: 'Yalnızca ad, soyad ve e-posta değişebilir; diğer alanlar yok sayılır' })),
})

export const SignInQuery = Type.Object({
  callbackUrl: Type.Optional(Type.String({ maxLength: 4096 })),
  error: Type.Optional(Type.String({ maxLength: 4096 })),
})
export const ErrorQuery = Type.Object({ error: Type.Optional(Type.String({ maxLength: 4096 })) })
export const ProviderParams = Type.Object({ provider: PlainText({ maxLength: 64, description: 'Sağlayıcı; yalnızca credentials vardır' }) })

// ── spec §7 calls ───────────────────────────────────────────────────────────────────────────────

export const RegisterBody = Type.Object({
  firstName: s(100, 'Ad'),
  lastName: s(100, 'Soyad'),
  phoneNumber: Type.Optional(phoneText()),
  email: s(320, 'E-posta'),
  password: s(256, 'Şifre: en az 8 karakter; büyük harf, küçük harf, rakam ve simge; en fazla 50 karakter'),
  companyName: s(200, 'Şirket adı (kurumsal üyelikte)'),
  companyTaxAdministration: s(100, 'Vergi dairesi (kurumsal üyelikte)'),
  companyTaxNumber: s(32, 'Vergi numarası: 10 hane (VKN) ya da 11 hane (TCKN) (kurumsal üyelikte)'),
  hasConsented: Type.Optional(Type.Boolean({ description: 'Hüküm ve Koşullar kabul edildi' })),
  userType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9, description: '2 bireysel (varsayılan), 1 kurumsal (corporate_membership açıkken)' })),
  contractIdList: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 10, description: 'Gösterilen sözleşmeler (108, 109, 110 türleri); 110 zorunlu, 109 isteğe bağlı kampanya izni' })),
  ipAddress: s(64, 'Yok sayılır: IP bağlantıdan alınır'),
  captchaToken,
})

export const RegisterResponse = Type.Object({
  status: Type.Literal(200),
  message: Type.String(),
  data: Type.Object({ userTemp: Type.String({ pattern: TICKET_PATTERN, description: 'phone-verification çağrısının id alanı: 15 dakika, tek kullanımlık' }) }, { additionalProperties: false }),
}, { additionalProperties: false })

export const PhoneVerificationBody = Type.Object({
  id: s(64, 'Kayıttan (data.userTemp) ya da status 6 girişten (data.userTemp) gelen geçici kimlik'),
  phoneNumber: Type.Optional(phoneText()),
  verificationCode: s(16, '4 haneli SMS kodu'),
})

export const OtpLoginGetCodeBody = Type.Object({ gsmNo: Type.Optional(phoneText()), captchaToken })
export const ForgotPasswordBody = Type.Object({ phoneNumber: Type.Optional(phoneText()), captchaToken })
export const ForgotPasswordVerificationBody = Type.Object({ phoneNumber: Type.Optional(phoneText()), code: s(16, '4 haneli SMS kodu') })
export const ChangeForgottenPasswordBody = Type.Object({
  phoneNumber: Type.Optional(phoneText()),
  smsLogId: s(64, 'forgot-password-verification yanıtındaki smsLogId: 10 dakika, tek kullanımlık'),
  password: s(256, 'Yeni şifre: en az 8 karakter; büyük harf, küçük harf ve rakam; en fazla 50 karakter'),
  passwordConfirm: s(256, 'Yeni şifre tekrarı (gönderilirse eşleşmeli)'),
  code: s(16, 'Yok sayılır: kod forgot-password-verification ile kullanıldı'),
})

export const StatusMessage = Type.Object({ status: Type.Literal(200), message: Type.String() }, { additionalProperties: false })
export const SmsLogResponse = Type.Object({
  status: Type.Literal(200),
  message: Type.String(),
  smsLogId: Type.String({ pattern: TICKET_PATTERN }),
}, { additionalProperties: false })

export const RevokeAllBody = Type.Object({ csrfToken: s(64, 'GET /api/auth/csrf ile alınan belirteç') })
export const RevokeAllResponse = Type.Object({ status: Type.Literal(200), message: Type.String(), ended: Type.Integer() }, { additionalProperties: false })

// ── the signed-in customer's account (/hesabim, decision 035): JSON, a session and csrfToken required ──

const csrfToken = s(64, 'GET /api/auth/csrf ile alınan belirteç (çerezdeki ile aynı olmalı)')

export const ProfileBody = Type.Object({
  csrfToken,
  name: s(100, 'Ad'),
  surname: s(100, 'Soyad'),
  email: s(320, 'E-posta'),
})
export const ProfileResponse = Type.Object({
  status: Type.Literal(200),
  message: Type.String(),
  data: UserInfoSchema,
}, { additionalProperties: false })

export const ChangePasswordBody = Type.Object({
  csrfToken,
  currentPassword: s(256, 'Mevcut şifre'),
  password: s(256, 'Yeni şifre: en az 8 karakter; büyük harf, küçük harf ve rakam; en fazla 50 karakter'),
  passwordConfirm: s(256, 'Yeni şifre tekrarı'),
})
export const ChangePasswordResponse = Type.Object({
  status: Type.Literal(200),
  message: Type.String(),
  ended: Type.Integer({ description: 'Kapatılan diğer oturumların sayısı' }),
}, { additionalProperties: false })

export const ChangePhoneBody = Type.Object({ csrfToken, phoneNumber: Type.Optional(phoneText()), captchaToken })
export const ChangePhoneVerificationBody = Type.Object({
  csrfToken,
  id: s(64, 'change-phone yanıtındaki data.userTemp: 15 dakika, tek kullanımlık'),
  phoneNumber: Type.Optional(phoneText()),
  code: s(16, '4 haneli SMS kodu'),
})
export const ChangePhoneVerificationResponse = ProfileResponse

// ── the customer's records on /hesabim (decision 043): a session required; read only, so no csrfToken ──

export const AccountRecordsBody = Type.Object({}, {
  description: 'Boş nesne. Kayıtlar oturumdaki müşterinin doğrulanmış telefonuyla bulunur; gövdedeki alanlar (ör. bir telefon) yok sayılır.',
})
const IsoInstant = (description: string) => Type.String({ format: 'date-time', description })
export const AccountRecordsResponse = Type.Object({
  status: Type.Literal(200),
  data: Type.Object({
    windowDays: Type.Integer({ description: 'Gösterilen dönem: son kaç gün (randevular saatine, teklifler verildiği güne göre)' }),
    appointments: Type.Array(Type.Object({
      id: Type.Integer(),
      reference: Type.String({ description: "Randevu numarası, örn. 'TG000123'" }),
      startsAt: IsoInstant('Randevu zamanı (Türkiye saatiyle gösterilir)'),
      plate: Type.String({ description: "Plaka, örn. '34ABC123'" }),
      branch: Type.String({ description: 'Şube adı' }),
      city: Type.String(),
      status: Type.Integer({ minimum: 1, maximum: 6, description: 'Randevu durumu (spec §4.1 A kümesi)' }),
      statusText: Type.String({ description: "Örn. 'Randevuya Bekleniyor'" }),
    }, { additionalProperties: false }), { maxItems: 50 }),
    offers: Type.Array(Type.Object({
      id: Type.String({ format: 'uuid' }),
      createdAt: IsoInstant('Teklifin verildiği zaman'),
      validUntil: IsoInstant('Teklifin geçerlilik sonu'),
      title: Type.String({ description: "Araç, örn. 'Fiat Egea 1.6 Multijet'" }),
      modelYear: Type.Integer(),
      km: Type.Integer({ minimum: 0 }),
      status: Type.Union([Type.Literal('offer'), Type.Literal('expert')], { description: "'offer' fiyat aralığı verildi; 'expert' uzman değerlendirmesi" }),
      preOfferedPrice: Type.Union([Type.Integer(), Type.Null()], { description: 'Ön teklif, TL' }),
      rangeLow: Type.Union([Type.Integer(), Type.Null()]),
      rangeHigh: Type.Union([Type.Integer(), Type.Null()]),
      valid: Type.Boolean({ description: 'Geçerlilik tarihi geçmedi' }),
    }, { additionalProperties: false }), { maxItems: 50 }),
  }, { additionalProperties: false }),
}, { additionalProperties: false })
