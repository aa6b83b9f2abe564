// The API calls a server-rendered page makes go through the gateway itself (app.inject), marked
// with a token made at start: the access log leaves them out (the page's own line covers them),
// and nobody outside the process can send the mark.
import { randomBytes } from 'node:crypto'

export const INTERNAL_HEADER = 'x-internal-render'
const TOKEN = randomBytes(18).toString('base64url')

export function internalHeaders(): Record<string, string> {
  return { [INTERNAL_HEADER]: TOKEN }
}

export function isInternalRequest(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[INTERNAL_HEADER] === TOKEN
}
