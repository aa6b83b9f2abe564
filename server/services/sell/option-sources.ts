// The sell flow's named option lists (server/flows/sell.json) read from the catalog tree: each list
// takes the earlier answers its step depends on, in the definition's `dependsOn` order.
import type { AnswerValue, FlowOption, OptionListName } from '../../schemas/flow.js'
import type { OptionSources } from '../flows/flow-service.js'

/** What the sell flow needs of the catalog (services/catalog): one list per tree level. */
export interface CatalogLists {
  years(): Promise<FlowOption[]>
  brands(year: number): Promise<FlowOption[]>
  models(year: number, brand: string): Promise<FlowOption[]>
  bodies(year: number, brand: string, model: string): Promise<FlowOption[]>
  generations(year: number, brand: string, model: string, body: string): Promise<FlowOption[]>
  fuels(year: number, brand: string, model: string, body: string, generation: string): Promise<FlowOption[]>
  gears(year: number, brand: string, model: string, body: string, generation: string, fuel: string): Promise<FlowOption[]>
  versions(year: number, brand: string, model: string, body: string, generation: string, fuel: string, gear: string): Promise<FlowOption[]>
  trims(year: number, brand: string, model: string, body: string, generation: string, fuel: string, gear: string, version: string): Promise<FlowOption[]>
}

/**
 * "Bilmiyorum" on the trim step (sell-wizard.md §3 row 9, decision 028): priced with the median
 * list price of the version's trims and a wider range. Offered only where there is a choice to
 * not know: a version with a single trim keeps its one option and is skipped as before.
 */
export const TRIM_UNKNOWN: FlowOption = {
  value: 'bilmiyorum',
  label: 'Bilmiyorum',
  hint: 'Fiyat aralığı biraz genişler; ekspertizde netleşir.',
  summary: 'Donanım: Bilmiyorum',
}

const LEVELS = ['years', 'brands', 'models', 'bodies', 'generations', 'fuels', 'gears', 'versions', 'trims'] as const

export function sellOptionSources(catalog: CatalogLists): OptionSources {
  const sources: OptionSources = {}
  for (const level of LEVELS) {
    const list = `catalog.${level}` as OptionListName
    sources[list] = (deps: AnswerValue[]) => {
      // The first answer is the model year; a stored year that is not a number lists nothing.
      const [year, ...rest] = deps
      if (level === 'years') return catalog.years()
      const y = Number(year)
      if (!Number.isInteger(y)) return Promise.resolve([])
      const list = (catalog[level] as (y: number, ...r: string[]) => Promise<FlowOption[]>)(y, ...rest.map(String))
      return level === 'trims' ? list.then((trims) => (trims.length >= 2 ? [...trims, TRIM_UNKNOWN] : trims)) : list
    }
  }
  return sources
}
