export type { SmsLogger, SmsMessage, SmsProvider, SmsSendResult } from './types.js'
export { NETGSM_CODES, NETGSM_OTP_PATH, NetgsmSmsProvider, interpretAnswer, toOtpText, type NetgsmConfig } from './netgsm.js'
export { DisabledSmsProvider, LocalSmsProvider, SmsOutbox, starDigits, type OutboxEntry } from './local.js'
export { NETGSM_DEFAULT_BASE_URL, createSmsProvider, parseSmsConfig, type SmsConfig } from './config.js'
