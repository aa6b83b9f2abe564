import type { CaptchaChallenge } from '../../../server/integrations/captcha/types.js'
import { apiClient } from '../lib/api-client.js'

export type { CaptchaChallenge }

/** A fresh challenge for every widget: single use, so never kept in the query cache. */
export function getCaptchaChallenge(signal?: AbortSignal): Promise<CaptchaChallenge> {
  return apiClient.get<CaptchaChallenge>('/api/captcha/challenge', { signal })
}
