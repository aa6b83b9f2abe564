// What every HTTP adapter (SMS, hosted captcha) shares when it reads a provider's answer.
import type { Dispatcher } from 'undici'

/** Providers answer a few hundred bytes; anything past this is not their answer and is not read. */
export const MAX_ANSWER_BYTES = 16 * 1024

/** The answer body as text, or null (and the stream destroyed) once it passes MAX_ANSWER_BYTES. */
export async function readCapped(body: Dispatcher.ResponseData['body']): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += (chunk as Buffer).length
    if (size > MAX_ANSWER_BYTES) {
      body.destroy()
      return null
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
