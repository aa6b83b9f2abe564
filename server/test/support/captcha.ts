// Solves the gateway's own captcha challenge as the browser widget would (ALTCHA v2), for tests of
// the routes a captcha protects. Cheap with CAPTCHA_COST=1 and a small CAPTCHA_MAX_NUMBER.
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { App } from '../../app.js'

export const TINY_CAPTCHA = { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '20' }

export async function solveCaptcha(app: App): Promise<string> {
  const body = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json()
  const solution = await solveChallenge({ challenge: body, deriveKey, timeout: 20_000 })
  if (!solution) throw new Error('captcha challenge not solved')
  return Buffer.from(JSON.stringify({ challenge: { parameters: body.parameters, signature: body.signature }, solution })).toString('base64')
}
