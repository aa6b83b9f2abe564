// Checks a contact form payload (spec §3, §5.3) with the shared rules module, then against the
// parameter lists and the contracts in PostgreSQL. Names are taken from the lists, so what is
// stored always matches the ids.
import type pg from 'pg'
import { validationFailed } from '../../plugins/errors.js'
import { isAllocatedMobile, validateValues, type FieldError, type FieldSpec } from '../../schemas/rules/index.js'
import { SMS_MSG } from '../verification/sms-codes.js'

/** Contract types of the form (spec §3): the we-will-call-you text and the promotion text (ETK). */
export const INFORMATION_CONTRACT_TYPE = 111
export const PROMOTION_CONTRACT_TYPE = 109

export const CONTACT_MSG = {
  kvkk: 'Aydınlatma metni onaylanmadan form gönderilemez.',
  requestType: 'Geçersiz talep tipi.',
  subject: 'Geçersiz konu tipi.',
  contracts: 'Sözleşme listesi ticari ileti onayı ile uyuşmuyor.',
  applicationName: 'Geçersiz uygulama adı.',
} as const

export interface ContactFormPayload {
  name?: string
  surname?: string
  email?: string
  gsmNo?: string
  requestTypeName?: string
  requestTypeId?: number | string
  subjectName?: string
  subjectId?: number | string
  message?: string
  contractIdList?: number[]
  applicationName?: string
  isEtk?: boolean
  isKvkk?: boolean
}

export interface ContactForm {
  name: string
  surname: string
  email: string
  gsmNo: string
  requestTypeId: number
  requestTypeName: string
  subjectId: number
  subjectName: string
  message: string
  contractIdList: number[]
  isEtk: boolean
}

const FIELDS: FieldSpec[] = [
  { name: 'name', rules: [{ type: 'preset', name: 'contact.name' }], normalisers: ['trim'] },
  { name: 'surname', rules: [{ type: 'preset', name: 'contact.surname' }], normalisers: ['trim'] },
  { name: 'email', rules: [{ type: 'preset', name: 'contact.email' }], normalisers: ['trim'] },
  { name: 'gsmNo', rules: [{ type: 'preset', name: 'phone.contact' }], normalisers: ['phoneTR'] },
  { name: 'subjectId', rules: [{ type: 'preset', name: 'contact.subject' }, { type: 'digitsOnly', message: CONTACT_MSG.subject }] },
  { name: 'requestTypeId', rules: [{ type: 'preset', name: 'contact.requestType' }, { type: 'digitsOnly', message: CONTACT_MSG.requestType }] },
  { name: 'message', rules: [{ type: 'preset', name: 'contact.message' }], normalisers: ['trim'], multiline: true },
  { name: 'isKvkk', rules: [{ type: 'mustBeTrue', message: CONTACT_MSG.kvkk }] },
]

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

export class ContactFormInput {
  constructor(
    private readonly db: pg.Pool,
    private readonly applicationName: string,
    /** The prefixes that may get an SMS (SMS_MOBILE_PREFIXES): the form's phone must get its code. */
    private readonly mobilePrefixes?: readonly string[],
  ) {}

  /** The promotion contract ids (type 109): what contractIdList holds when ETK consent is given. */
  async promotionContractIds(): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>('SELECT id FROM contracts WHERE contract_type_id = $1 ORDER BY id', [PROMOTION_CONTRACT_TYPE])
    return rows.map((r) => r.id)
  }

  private async parameter(tableName: string, id: number): Promise<string | undefined> {
    const { rows } = await this.db.query<{ value: string }>('SELECT value FROM parameter_items WHERE table_name = $1 AND id = $2', [tableName, id])
    return rows[0]?.value
  }

  /**
   * The form's own rules (spec §5.3, refused characters, a mobile phone), without the lists: cheap
   * enough to run before a captcha or a code is spent. 400 naming every failing field.
   */
  checkFields(raw: ContactFormPayload): { values: Record<string, unknown>; gsmNo: string } {
    const { values, errors } = validateValues(FIELDS, {
      name: text(raw.name), surname: text(raw.surname), email: text(raw.email), gsmNo: text(raw.gsmNo),
      subjectId: text(raw.subjectId), requestTypeId: text(raw.requestTypeId), message: text(raw.message),
      isKvkk: raw.isKvkk === true,
    })
    const gsmNo = String(values.gsmNo ?? '')
    if (!errors.some((e) => e.field === 'gsmNo') && !isAllocatedMobile(gsmNo, this.mobilePrefixes)) errors.push({ field: 'gsmNo', message: SMS_MSG.phoneInvalid })
    if (raw.applicationName !== undefined && raw.applicationName !== this.applicationName) {
      errors.push({ field: 'applicationName', message: CONTACT_MSG.applicationName })
    }
    if (errors.length) throw validationFailed(errors)
    return { values, gsmNo }
  }

  /** 400 in the shared shape, naming every failing field, or the form as it will be stored. */
  async check(raw: ContactFormPayload): Promise<ContactForm> {
    const { values, gsmNo } = this.checkFields(raw)
    const errors: FieldError[] = []
    const requestTypeId = Number(values.requestTypeId)
    const subjectId = Number(values.subjectId)
    const isEtk = raw.isEtk === true
    const [requestTypeName, subjectName, promotion] = await Promise.all([
      this.parameter('CustomerFormRequestType', requestTypeId),
      this.parameter('CustomerFormSubjectType', subjectId),
      this.promotionContractIds(),
    ])
    const listed: Array<[string, string | undefined, string | undefined, string]> = [
      ['requestTypeId', requestTypeName, raw.requestTypeName, CONTACT_MSG.requestType],
      ['subjectId', subjectName, raw.subjectName, CONTACT_MSG.subject],
    ]
    for (const [field, stored, sent, message] of listed) {
      // A name that disagrees with its id is refused rather than silently corrected.
      if (stored === undefined || (sent !== undefined && sent.trim() !== stored)) errors.push({ field, message })
    }
    const contractIdList = [...new Set(raw.contractIdList ?? [])].sort((a, b) => a - b)
    const expected = isEtk ? promotion : []
    if (contractIdList.length !== expected.length || contractIdList.some((id, i) => id !== expected[i])) {
      errors.push({ field: 'contractIdList', message: CONTACT_MSG.contracts })
    }
    if (errors.length) throw validationFailed(errors)
    return {
      name: String(values.name), surname: String(values.surname), email: String(values.email), gsmNo,
      requestTypeId, requestTypeName: requestTypeName!, subjectId, subjectName: subjectName!,
      message: String(values.message), contractIdList, isEtk,
    }
  }
}

