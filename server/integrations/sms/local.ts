// The development SMS provider (design §5): nothing leaves the machine. Each message is logged with
// the number masked and every code starred, and kept in an in-memory outbox with its full text, so
// a developer or a browser journey can read the code through a development-only endpoint.
import { randomUUID } from 'node:crypto'
import { maskPhone } from '../../logging/redaction.js'
import { normalisePhoneTR } from '../../schemas/rules/normalise.js'
import type { SmsLogger, SmsMessage, SmsProvider, SmsSendResult } from './types.js'

export interface OutboxEntry {
  to: string
  text: string
  purpose: string
  /** ISO time the message was "sent". */
  at: string
}

/**
 * Codes, and any other run of 4+ digits, starred for the log: 'kodunuz: 4821' → 'kodunuz: ****';
 * links too, since a signed link opens someone's offer: 'https://…/teklif/x' → '[bağlantı]'.
 */
export function starDigits(text: string): string {
  // A link's path may carry a token (an offer link, a booking's manage link): never logged.
  return text.replace(/(https?:\/\/[^\s/]+)\/\S*/g, '$1/[gizlendi]').replace(/\d{4,}/g, '****')
}

/** The most recent messages, newest first; older ones drop off past the capacity. */
export class SmsOutbox {
  private entries: OutboxEntry[] = []

  constructor(readonly capacity = 200) {}

  add(entry: OutboxEntry): void {
    this.entries.unshift(entry)
    if (this.entries.length > this.capacity) this.entries.length = this.capacity
  }

  /** All messages, or those to one number (given in any usual form: '0532 …', '+90532…'). */
  list(phone?: string): OutboxEntry[] {
    const to = phone === undefined ? undefined : normalisePhoneTR(phone)
    return this.entries.filter((e) => to === undefined || e.to === to).map((e) => ({ ...e }))
  }

  clear(): void {
    this.entries = []
  }
}

export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local'

  constructor(private readonly log: SmsLogger, readonly outbox: SmsOutbox = new SmsOutbox()) {}

  async send(msg: SmsMessage): Promise<SmsSendResult> {
    const providerId = `local-${randomUUID()}`
    this.outbox.add({ to: msg.to, text: msg.text, purpose: msg.purpose, at: new Date().toISOString() })
    this.log.info(
      { event: 'sms_send', provider: this.name, purpose: msg.purpose, to: maskPhone(msg.to), providerCode: '00', providerId, text: starDigits(msg.text) },
      'sms: kept in the development outbox (not sent)',
    )
    return { ok: true, providerId }
  }
}

/** SMS_PROVIDER=disabled: nothing is sent and every send fails with code 'disabled' (answered 503). */
export class DisabledSmsProvider implements SmsProvider {
  readonly name = 'disabled'

  async send(): Promise<SmsSendResult> {
    return { ok: false, code: 'disabled', retryable: false }
  }
}
