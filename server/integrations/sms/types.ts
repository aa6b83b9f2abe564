// One small interface for every SMS provider (design §5): the verification service depends on this,
// configuration picks the implementation (config.ts).

export interface SmsMessage {
  /** 10-digit Turkish mobile number without a prefix: 5xxxxxxxxx. */
  to: string
  text: string
  /** What the message is for (contact, appointment, login…); logged, never sent. */
  purpose: string
  /**
   * 'code' (the default): a one-time code, short and urgent, for the providers' OTP products.
   * 'notice': any other transactional message the visitor asked for (the pre-offer with its link).
   */
  kind?: 'code' | 'notice'
}

export type SmsSendResult =
  | { ok: true; providerId: string }
  | {
      ok: false
      /** The provider's error code, 'http-<status>', or 'timeout' | 'unreachable' | 'bad-response'. */
      code: string
      /** Worth trying again later (rate limit, provider outage, network); never retried here. */
      retryable: boolean
    }

/**
 * A provider failure is a result (`ok: false`), never a throw; only a programming error (a number
 * or text the caller should have validated) throws.
 */
export interface SmsProvider {
  readonly name: string
  send(msg: SmsMessage): Promise<SmsSendResult>
  /** Releases connections; called once when the gateway shuts down. */
  close?(): Promise<void>
}

/** The part of a pino logger the adapters use; the gateway passes `app.log`. */
export interface SmsLogger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}
