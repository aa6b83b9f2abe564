// One gateway endpoint: setup → scenario.beforeLoad → verify → warm-up + alternating measured
// windows of the baseline and the gateway under the same request → scenario.afterLoad → teardown.
// A failing step is recorded as a problem of this endpoint; the hooks that restore the environment
// always run.
import { evaluate } from './evaluate.js'
import { compare, type Comparison } from './load.js'
import type { Endpoint, EndpointResult, LoadSettings, Scenario, ServerProcess, SetupResult } from './types.js'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { verifyEndpoint, verifyPage, type RequestSpec } from './verify.js'

/** What every browser sends with an API call; the baseline gets the same (and ignores it). */
export const BROWSER_HEADERS: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' }
/** What a browser sends for a page. */
export const PAGE_HEADERS: Record<string, string> = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' }

export function requestSpec(baseUrl: string, endpoint: Endpoint, setup: SetupResult | void): RequestSpec {
  const headers: Record<string, string> = { ...(endpoint.page ? PAGE_HEADERS : BROWSER_HEADERS), ...endpoint.headers, ...setup?.headers }
  const json = setup?.body ?? endpoint.body
  const spec: RequestSpec = { method: endpoint.method, url: baseUrl + (setup?.path ?? endpoint.path), headers }
  if (json !== undefined) {
    spec.body = JSON.stringify(json)
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json'
  }
  if (endpoint.bodies) {
    const next = endpoint.bodies()
    spec.nextBody = () => JSON.stringify(next())
    headers['content-type'] ??= 'application/json'
  }
  return spec
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

/**
 * The baseline's copy of the gateway request: the same method, headers and body (a fresh sequence
 * of the same bodies for a mix), sent to bare Fastify's route for that method.
 */
export function baselineSpec(baselineUrl: string, endpoint: Endpoint, setup: SetupResult | void): RequestSpec {
  return { ...requestSpec('', endpoint, setup), url: baselineUrl }
}

export async function runEndpoint(
  servers: { baseline: ServerProcess; gateway: ServerProcess; before?: ServerProcess },
  baselinePath: string,
  endpoint: Endpoint,
  scenario: Scenario,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<EndpointResult> {
  const { gateway } = servers
  const problems: string[] = []
  let setup: SetupResult | void
  try {
    setup = await endpoint.setup?.({ baseUrl: gateway.baseUrl })
  } catch (err) {
    return evaluate(endpoint, null, [`setup failed: ${message(err)}`], endpoint.connections ?? settings.connections)
  }

  const spec = requestSpec(gateway.baseUrl, endpoint, setup)
  const bare = baselineSpec(servers.baseline.baseUrl + baselinePath, endpoint, setup)
  const ctx = { gateway, endpoint, log }
  let comparison: Comparison | null = null
  try {
    await scenario.beforeLoad?.(ctx)
    if (endpoint.page) {
      // The baseline answers the very page the gateway rendered, as a static file.
      const html = await verifyPage(spec, endpoint.page.contains)
      const name = endpoint.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
      writeFileSync(join(servers.baseline.pagesDir ?? '.', `${name}.html`), html)
      bare.url = `${servers.baseline.baseUrl}/page/${name}`
      log(`${endpoint.name}: the baseline serves the same ${Buffer.byteLength(html)} bytes of HTML`)
    } else {
      await verifyEndpoint(spec, endpoint.expect)
    }
    const load = { ...settings, ...(endpoint.connections ? { connections: endpoint.connections } : {}) }
    // Extra rounds only where a ratio is gated: the others are shown for information.
    if (!(endpoint.target > 0)) load.maxRounds = load.rounds
    log(`${endpoint.name}: verified; warm-up ${load.warmupS} s each, then ${load.rounds} rounds of bare fastify and gateway, ` +
      `${Math.max(1, Math.round(load.durationS / load.rounds))} s each × ${load.connections} connections`)
    // The earlier build, when one runs, gets the same request in the same rounds (cached endpoints only).
    const before = endpoint.before && servers.before ? { ...spec, url: spec.url.replace(gateway.baseUrl, servers.before.baseUrl) } : undefined
    if (before) await verifyEndpoint(before, endpoint.expect)
    comparison = await compare(
      { baseline: servers.baseline, gateway, ...(before ? { before: servers.before } : {}) },
      { baseline: bare, gateway: spec, ...(before ? { before } : {}) },
      load, (line) => log(`${endpoint.name}: ${line}`))
  } catch (err) {
    problems.push(message(err))
  } finally {
    try {
      await scenario.afterLoad?.(ctx)
    } catch (err) {
      problems.push(`scenario ${scenario.name} afterLoad failed: ${message(err)}`)
    }
    try {
      await setup?.teardown?.()
    } catch (err) {
      problems.push(`teardown failed: ${message(err)}`)
    }
  }
  return evaluate(endpoint, comparison, problems, endpoint.connections ?? settings.connections)
}
