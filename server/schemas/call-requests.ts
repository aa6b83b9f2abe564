// Route schemas of the 'Sizi Arayalım' calls (spec §3 call-request payload and call type, §7,
// decision 037). Text fields are optional here so the shared rules give the spec's own Turkish
// messages when they are missing (decision 003).
import Type, { type Static } from 'typebox'
import { PlainText } from './text.js'
import { phoneText } from './verification.js'

const Id = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), PlainText({ maxLength: 10 })])
const Flag = (description: string) => Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')], { description }))

export const CALL_TYPES_TABLE = 'InformCustomerCallType'

export const CallTypesBody = Type.Object({
  tableName: PlainText({ maxLength: 64, description: `Parametre tablosu: '${CALL_TYPES_TABLE}'` }),
})

export const InformCustomerBody = Type.Object({
  ip: Type.Optional(PlainText({ maxLength: 64, description: 'Yok sayılır: IP bağlantıdan alınır (request.ip)' })),
  vehiclelId: Type.Optional(Id),
  callTypeId: Type.Optional(Id),
  name: Type.Optional(PlainText({ maxLength: 100, description: 'Ad (oturum açıksa oturumdaki ad kullanılır)' })),
  surname: Type.Optional(PlainText({ maxLength: 100, description: 'Soyad (oturum açıksa oturumdaki)' })),
  gsmNo: Type.Optional(phoneText('Cep telefonu (oturum açıksa oturumdaki)')),
  email: Type.Optional(PlainText({ maxLength: 320, description: 'E-posta (oturum açıksa oturumdaki)' })),
  kvkkConfirm: Flag('Aydınlatma metni (111) okundu onayı; zorunlu'),
  kvkkPermission: Flag('Kişisel verilerin arama talebi için işlenmesine izin'),
  etkCall: Flag('Ticari ileti izni: arama'),
  etkMail: Flag('Ticari ileti izni: e-posta'),
  etkSMS: Flag('Ticari ileti izni: SMS'),
  customerContactId: Type.Optional(Type.Union([Type.Integer(), PlainText({ maxLength: 64 }), Type.Null()], {
    description: 'Yok sayılır: müşteri oturumdan alınır',
  })),
  captchaToken: Type.Optional(PlainText({ maxLength: 4096, description: 'Güvenlik doğrulaması belirteci; oturum açık değilse zorunlu' })),
})
export type InformCustomerBody = Static<typeof InformCustomerBody>

export const InformCustomerResponse = Type.Object({
  status: Type.Literal(200),
  message: Type.String(),
}, { additionalProperties: false })
