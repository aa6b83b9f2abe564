// axe-core as the journeys count it (issue 15): the serious and critical violations of the page as
// drawn, one line each with where they are.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

/** Serious and critical violations, one line each with where they are. */
export async function violations(page: Page): Promise<string[]> {
  // Colours are measured as drawn: a button whose state hydration just changed (a car already in
  // the compare list) is mid-transition between its two colour pairs for 0,15 s.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  // Evaluated through the DevTools protocol, which the page's CSP does not apply to.
  await page.evaluate(AXE)
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`)
}
