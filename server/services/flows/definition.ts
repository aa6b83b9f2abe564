// Loads and checks a flow definition (schemas/flow.ts) and answers the questions every caller asks
// of it: a step's position, the URL of a step in a family, the family and step of a URL.
import { readFile } from 'node:fs/promises'
import { Compile } from 'typebox/compile'
import { FlowDefinitionSchema, type FlowDefinition, type FlowFamily, type FlowStep } from '../../schemas/flow.js'

export class FlowDefinitionError extends Error {}

const check = Compile(FlowDefinitionSchema)

export interface Flow {
  definition: FlowDefinition
  steps: readonly FlowStep[]
  /** The step with this id, or undefined. */
  step(id: string): FlowStep | undefined
  /** 0-based position of a step. */
  index(id: string): number
  family(id: string): FlowFamily | undefined
  /** Where a step of a family is shown: a family that stops early hands over (`continueIn`). */
  pathOf(family: string, step: string): string
  /** The family and step a URL path shows, or undefined. */
  locate(path: string): { family: string; step: string } | undefined
  /** The step that owns a field. */
  ownerOf(field: string): FlowStep | undefined
}

function fail(name: string, problem: string): never {
  throw new FlowDefinitionError(`flows: ${name}: ${problem}`)
}

/** Checks the schema and the meaning (references, order of dependencies) and indexes the result. */
export function parseFlow(name: string, data: unknown): Flow {
  if (!check.Check(data)) {
    const first = [...check.Errors(data)][0]
    fail(name, `${first?.instancePath || '/'} ${first?.message ?? 'does not match the flow schema'}`)
  }
  const definition = data as FlowDefinition
  const steps = definition.steps
  const byId = new Map<string, FlowStep>()
  const owner = new Map<string, FlowStep>()
  const phases = new Set(definition.phases.map((p) => p.id))
  for (const step of steps) {
    if (byId.has(step.id)) fail(name, `duplicate step ${step.id}`)
    if (!phases.has(step.phase)) fail(name, `step ${step.id}: unknown phase ${step.phase}`)
    for (const field of step.owns) {
      if (owner.has(field)) fail(name, `step ${step.id}: field ${field} is already owned by ${owner.get(field)!.id}`)
      owner.set(field, step)
    }
    if (step.options) {
      if (!step.owns.includes(step.options.field)) fail(name, `step ${step.id}: options go to ${step.options.field}, which it does not own`)
      for (const dep of step.options.dependsOn) {
        const from = owner.get(dep)
        if (!from || from === step) fail(name, `step ${step.id}: depends on ${dep}, which no earlier step owns`)
      }
    }
    if (step.skip?.includes('singleOption') && !step.options) fail(name, `step ${step.id}: singleOption needs an option list`)
    byId.set(step.id, step)
  }
  const families = new Map<string, FlowFamily>()
  for (const family of definition.families) {
    if (families.has(family.id)) fail(name, `duplicate family ${family.id}`)
    families.set(family.id, family)
  }
  for (const family of definition.families) {
    if ((family.lastStep === undefined) !== (family.continueIn === undefined)) fail(name, `family ${family.id}: lastStep and continueIn go together`)
    if (family.lastStep !== undefined) {
      if (!byId.has(family.lastStep)) fail(name, `family ${family.id}: unknown step ${family.lastStep}`)
      const next = families.get(family.continueIn!)
      if (!next) fail(name, `family ${family.id}: unknown family ${family.continueIn}`)
      if (next.lastStep !== undefined) fail(name, `family ${family.id}: continues in ${next.id}, which stops early itself`)
    }
  }
  for (const landing of definition.landings) {
    if (!families.has(landing.family)) fail(name, `landing ${landing.path}: unknown family ${landing.family}`)
    if (!byId.has(landing.step)) fail(name, `landing ${landing.path}: unknown step ${landing.step}`)
  }
  const allPaths = [...definition.families.map((f) => f.path), ...definition.landings.map((l) => l.path)]
  if (new Set(allPaths).size !== allPaths.length) fail(name, 'two families or landings share a path')

  const position = new Map(steps.map((s, i) => [s.id, i]))
  const pathOf = (familyId: string, stepId: string): string => {
    const family = families.get(familyId)
    if (!family || !position.has(stepId)) throw new FlowDefinitionError(`flows: ${name}: no step ${familyId}/${stepId}`)
    const handsOver = family.lastStep !== undefined && position.get(stepId)! > position.get(family.lastStep)!
    return `${handsOver ? families.get(family.continueIn!)!.path : family.path}/${stepId}`
  }
  const locate = (path: string) => {
    const cut = path.lastIndexOf('/')
    const base = path.slice(0, cut)
    const stepId = path.slice(cut + 1)
    if (!position.has(stepId)) return undefined
    const landing = definition.landings.find((l) => l.path === base && l.step === stepId)
    if (landing) return { family: landing.family, step: stepId }
    const family = definition.families.find((f) => f.path === base)
    if (!family) return undefined
    // A family that stops early does not show the later steps under its own path.
    if (family.lastStep !== undefined && position.get(stepId)! > position.get(family.lastStep)!) return undefined
    return { family: family.id, step: stepId }
  }
  return {
    definition,
    steps,
    step: (id) => byId.get(id),
    index: (id) => position.get(id) ?? -1,
    family: (id) => families.get(id),
    pathOf,
    locate,
    ownerOf: (field) => owner.get(field),
  }
}

export async function loadFlow(file: string): Promise<Flow> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(file, 'utf8'))
  } catch (err) {
    throw new FlowDefinitionError(`flows: ${file}: ${(err as Error).message}`)
  }
  return parseFlow(file, data)
}
