// Seed content: pure data modules, imported by the seeding code and the web layer.
export * from './types.js'
export * from './contracts.js'
export * from './pages.js'
export * from './posts.js'
export * from './site.js'
export * from './branches.js'
