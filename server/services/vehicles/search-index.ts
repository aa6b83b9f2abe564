// The search index the app uses today: the linear reference engine under its old name. The engines
// and their shared types live in search-engine/.
export { ScanEngine as SearchIndex } from './search-engine/scan-engine.js'
export type { FacetCounts, IndexResult, IndexRow, SearchEngine } from './search-engine/types.js'
