// Starts one of the search engine's worker threads (the build, the search host) from the compiled
// file next to this one, or, under tsx (tests, `npm run dev`), from its source: a worker gets no
// loader of its own there, so it registers tsx, then loads the entry.
import { Worker, type ResourceLimits } from 'node:worker_threads'

const FROM_SOURCE = import.meta.url.endsWith('.ts')

/** `name`: the entry's file name without extension, in this folder. */
export function startWorker(name: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const entry = new URL(`./${name}${FROM_SOURCE ? '.ts' : '.js'}`, import.meta.url)
  const options = resourceLimits ? { workerData, resourceLimits } : { workerData }
  if (!FROM_SOURCE) return new Worker(entry, options)
  const tsx = import.meta.resolve('tsx/esm/api')
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { ...options, eval: true })
}
