// Request ids (design §7): a valid `x-request-id` is kept only when the connection comes from a
// trusted proxy (TRUST_PROXY), which ties the gateway's lines to the proxy's; anyone else could
// otherwise pick ids that collide with other requests' in the logs, so they get a fresh one.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIPv6 } from 'node:net'

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdGenerator(trustProxy: string[] | false): (req: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID()
  const proxies = new BlockList()
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/')
    const type = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) proxies.addAddress(address, type)
    else proxies.addSubnet(address, Number(bits), type)
  }
  return (req) => {
    const given = req.headers['x-request-id']
    const from = req.socket.remoteAddress
    const trusted = from !== undefined && proxies.check(from, isIPv6(from) ? 'ipv6' : 'ipv4')
    return trusted && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
  }
}
