// The behavioural events' `source` (spec §3, §9): '<platform> <Mobile|Desktop>', the platform from
// client hints when there are any, else from the user agent; a device reporting iOS with 1 to 4
// touch points is classed as Desktop (an iPad asking for the desktop site). Pure: the web client
// (web/src/lib/analytics.ts) and the event collector (from the request's headers) use the same rule.

export const EVENT_PLATFORMS = ['Android', 'WIN', 'Mac', 'IOS', 'Linux', 'Unknown'] as const
export const EVENT_SOURCE_PATTERN = `^(${EVENT_PLATFORMS.join('|')}) (Mobile|Desktop)$`

export interface SourceClues {
  userAgent?: string | undefined
  /** Client hints: navigator.userAgentData.platform or the Sec-CH-UA-Platform header (unquoted). */
  platformHint?: string | undefined
  /** Client hints: navigator.userAgentData.mobile or Sec-CH-UA-Mobile (?1). */
  mobileHint?: boolean | undefined
  maxTouchPoints?: number | undefined
}

export function eventSourceOf({ userAgent = '', platformHint = '', mobileHint, maxTouchPoints }: SourceClues): string {
  const clue = platformHint || userAgent
  const platform = /android/i.test(clue)
    ? 'Android'
    : /iphone|ipad|ipod|ios/i.test(clue)
      ? 'IOS'
      : /win/i.test(clue)
        ? 'WIN'
        : /mac/i.test(clue)
          ? 'Mac'
          : /linux|cros|chrome os/i.test(clue)
            ? 'Linux'
            : 'Unknown'
  let mobile = mobileHint ?? /mobi|android|iphone|ipod/i.test(userAgent)
  if (platform === 'IOS' && maxTouchPoints !== undefined && maxTouchPoints >= 1 && maxTouchPoints <= 4) mobile = false
  return `${platform} ${mobile ? 'Mobile' : 'Desktop'}`
}

/** The same rule from a request's headers (no touch points: a server cannot see them). */
export function eventSourceOfHeaders(headers: Record<string, string | string[] | undefined>): string {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const hint = one(headers['sec-ch-ua-platform'])?.replace(/"/g, '')
  const mobile = one(headers['sec-ch-ua-mobile'])
  return eventSourceOf({
    userAgent: one(headers['user-agent']),
    platformHint: hint,
    mobileHint: mobile === '?1' ? true : mobile === '?0' ? false : undefined,
  })
}
