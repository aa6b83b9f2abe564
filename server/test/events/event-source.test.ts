// The events' source rule (spec §3, §9; server/schemas/event-source.ts, used by the web client and
// the collector) as a table of real user agents and client hints.
import t from 'tap'
import { eventSourceOf, eventSourceOfHeaders } from '../../schemas/event-source.js'

const UA = {
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  bot: 'curl/8.5.0',
}

const table: Array<[string, Parameters<typeof eventSourceOf>[0], string]> = [
  ['Android phone', { userAgent: UA.androidPhone }, 'Android Mobile'],
  ['Android phone, client hints', { userAgent: UA.androidPhone, platformHint: 'Android', mobileHint: true }, 'Android Mobile'],
  ['Android tablet (hints say not mobile)', { userAgent: UA.androidTablet, platformHint: 'Android', mobileHint: false }, 'Android Desktop'],
  ['iPhone', { userAgent: UA.iphone, maxTouchPoints: 5 }, 'IOS Mobile'],
  ['iPhone, no touch count', { userAgent: UA.iphone }, 'IOS Mobile'],
  ['iPad (old UA), 1 touch point', { userAgent: UA.ipadOld, maxTouchPoints: 1 }, 'IOS Desktop'],
  ['iPad (old UA), 2 touch points', { userAgent: UA.ipadOld, maxTouchPoints: 2 }, 'IOS Desktop'],
  ['iPad (old UA), 3 touch points', { userAgent: UA.ipadOld, maxTouchPoints: 3 }, 'IOS Desktop'],
  ['iPad (old UA), 4 touch points', { userAgent: UA.ipadOld, maxTouchPoints: 4 }, 'IOS Desktop'],
  ['iPhone with 5 touch points stays mobile', { userAgent: UA.iphone, maxTouchPoints: 5 }, 'IOS Mobile'],
  ['iOS hint, 0 touch points', { userAgent: UA.iphone, platformHint: 'iOS', maxTouchPoints: 0 }, 'IOS Mobile'],
  ['Windows', { userAgent: UA.windows, maxTouchPoints: 0 }, 'WIN Desktop'],
  ['Windows, client hints', { userAgent: UA.windows, platformHint: 'Windows', mobileHint: false }, 'WIN Desktop'],
  ['Mac (an iPad asking for the desktop site says Macintosh)', { userAgent: UA.mac, maxTouchPoints: 5 }, 'Mac Desktop'],
  ['macOS client hint', { userAgent: UA.mac, platformHint: 'macOS', mobileHint: false }, 'Mac Desktop'],
  ['Linux', { userAgent: UA.linux }, 'Linux Desktop'],
  ['Chrome OS', { userAgent: UA.chromebook, platformHint: 'Chrome OS' }, 'Linux Desktop'],
  ['the hint wins over the user agent', { userAgent: UA.linux, platformHint: 'Windows' }, 'WIN Desktop'],
  ['Unknown', { userAgent: UA.bot }, 'Unknown Desktop'],
  ['nothing at all', {}, 'Unknown Desktop'],
]

t.test('the source of every platform', async (t) => {
  for (const [what, clues, expected] of table) t.equal(eventSourceOf(clues), expected, what)
})

t.test('from request headers: client hints, else the user agent', async (t) => {
  t.equal(eventSourceOfHeaders({ 'user-agent': UA.windows, 'sec-ch-ua-platform': '"Android"', 'sec-ch-ua-mobile': '?1' }), 'Android Mobile')
  t.equal(eventSourceOfHeaders({ 'user-agent': UA.androidPhone, 'sec-ch-ua-mobile': '?0' }), 'Android Desktop')
  t.equal(eventSourceOfHeaders({ 'user-agent': UA.iphone }), 'IOS Mobile')
  t.equal(eventSourceOfHeaders({}), 'Unknown Desktop')
})
