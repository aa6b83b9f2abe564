// Route schemas of the contact form call (spec §3, §7). Text fields are optional here so the shared
// rules give the spec's own Turkish messages when they are missing (decision 003).
import Type, { type Static } from 'typebox'
import { MultilineText, PlainText } from './text.js'
import { phoneText } from './verification.js'

const Id = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), PlainText({ maxLength: 10 })])

export const AddCustomerFormBody = Type.Object({
  name: Type.Optional(PlainText({ maxLength: 100, description: 'Ad' })),
  surname: Type.Optional(PlainText({ maxLength: 100, description: 'Soyad' })),
  email: Type.Optional(PlainText({ maxLength: 320, description: 'E-posta (yalnızca zorunlu, biçim kuralı yok: spec §5.3)' })),
  gsmNo: Type.Optional(phoneText('Cep telefonu, boşluksuz; SMS kodu bu numara için doğrulanmış olmalı')),
  requestTypeName: Type.Optional(PlainText({ maxLength: 200, description: 'Talep tipi adı (CustomerFormRequestType)' })),
  requestTypeId: Type.Optional(Id),
  subjectName: Type.Optional(PlainText({ maxLength: 200, description: 'Konu adı (CustomerFormSubjectType)' })),
  subjectId: Type.Optional(Id),
  message: Type.Optional(MultilineText({ maxLength: 4000, description: 'Mesaj' })),
  contractIdList: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    maxItems: 10, description: 'Ticari ileti onayı verildiyse kampanya ve tanıtım metninin (109) id’si, yoksa boş',
  })),
  applicationName: Type.Optional(PlainText({ maxLength: 100, description: 'Sabit uygulama adı' })),
  isEtk: Type.Optional(Type.Boolean({ description: 'Ticari elektronik ileti onayı' })),
  isKvkk: Type.Optional(Type.Boolean({ description: 'Aydınlatma metni onayı; her zaman true' })),
  ipAddress: Type.Optional(PlainText({ maxLength: 64, description: 'Yok sayılır: IP bağlantıdan alınır (request.ip)' })),
})
export type AddCustomerFormBody = Static<typeof AddCustomerFormBody>
