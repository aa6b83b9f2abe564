// The signed link of a pre-offer sent by SMS (decision 028): /teklif/<token>, where the token is
// base64url(offer id (16 bytes) · expiry in Unix seconds (4 bytes) · HMAC-SHA256 of both, cut to
// 16 bytes). 48 characters, nothing personal in it; the expiry is the offer's validity. Pure: no
// I/O, so every tampering is a table-driven test.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const OFFER_LINK_PATH = '/teklif'
/** Characters of a token: 36 bytes in base64url. */
export const OFFER_TOKEN_LENGTH = 48
export const OFFER_TOKEN_PATTERN = '^[A-Za-z0-9_-]{48}$'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAC_BYTES = 16

export interface OfferLinkClaim {
  offerId: string
  expiresAt: Date
}

export class OfferLinks {
  constructor(private readonly key: string, private readonly baseUrl: string) {}

  private mac(id: Buffer, exp: Buffer): Buffer {
    return createHmac('sha256', this.key).update('offer-link:v1').update(id).update(exp).digest().subarray(0, MAC_BYTES)
  }

  token(offerId: string, expiresAt: Date): string {
    if (!UUID.test(offerId)) throw new Error('offer link: the offer id must be a uuid')
    const id = Buffer.from(offerId.replace(/-/g, ''), 'hex')
    const exp = Buffer.alloc(4)
    exp.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000))
    return Buffer.concat([id, exp, this.mac(id, exp)]).toString('base64url')
  }

  /** The address the SMS carries. */
  url(offerId: string, expiresAt: Date): string {
    return `${this.baseUrl}${OFFER_LINK_PATH}/${this.token(offerId, expiresAt)}`
  }

  /** The offer a token names while it is valid; null for a malformed, tampered or expired one (no reason given). */
  verify(token: string, now: Date = new Date()): OfferLinkClaim | null {
    if (typeof token !== 'string' || token.length !== OFFER_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null
    const raw = Buffer.from(token, 'base64url')
    if (raw.length !== 16 + 4 + MAC_BYTES) return null
    const id = raw.subarray(0, 16)
    const exp = raw.subarray(16, 20)
    if (!timingSafeEqual(raw.subarray(20), this.mac(id, exp))) return null
    const expiresAt = new Date(exp.readUInt32BE() * 1000)
    if (expiresAt.getTime() <= now.getTime()) return null
    const hex = id.toString('hex')
    return { offerId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, expiresAt }
  }
}
