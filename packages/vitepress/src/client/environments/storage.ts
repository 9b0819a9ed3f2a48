import type { ToolsWords } from '../i18n/en/tools'
import { sayer, type MessageOf } from '../i18n/message'
import { parseJson } from '../checks/jsonFailure'
import { stateSpec } from '../specState'
import { VARIABLE_NAME, type EnvState, type EnvVariable, type Environment } from './model'

// Where a spec's environments are kept in the browser, and their JSON export and import.
// Framework-free. The environments go to localStorage, under a key of the site (its base) and
// the spec; the values of secret variables go to sessionStorage under the same key (gone with
// the tab), unless the reader opted in to keeping them. Nothing goes into the page.

/** The part of `Storage` used here (localStorage and sessionStorage, or a test's map). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The storage key of one spec's environments on one site (a locale's copy shares its spec's). */
export const storageKey = (siteBase: string, spec: string): string =>
  `vitepress-api-docs:environments:${siteBase}:${stateSpec(spec)}`

/** Secret values by environment, then variable name. */
type Secrets = Record<string, Record<string, string>>

/** Saves a spec's environments: secret values to `session` unless the reader opted in. */
export function saveState(
  state: EnvState,
  key: string,
  local: KeyValueStore,
  session: KeyValueStore,
): void {
  const secrets: Secrets = {}
  const kept: EnvState = {
    ...state,
    environments: state.environments.map((env) => ({
      name: env.name,
      variables: env.variables.map((variable) => {
        if (!variable.secret || state.rememberSecrets) return variable
        ;(secrets[env.name] ??= {})[variable.name] = variable.value
        return { ...variable, value: '' }
      }),
    })),
  }
  local.setItem(key, JSON.stringify(kept))
  if (Object.keys(secrets).length) session.setItem(key, JSON.stringify(secrets))
  else session.removeItem(key)
}

/** A spec's saved environments, secret values put back; none when nothing usable is saved. */
export function loadState(
  key: string,
  local: KeyValueStore,
  session: KeyValueStore,
): EnvState | undefined {
  let parsed: ReturnType<typeof parseState>
  try {
    parsed = parseState(JSON.parse(local.getItem(key) ?? 'null') as unknown)
  } catch {
    return undefined
  }
  if (!parsed.state) return undefined
  let secrets: Secrets = {}
  try {
    secrets = (JSON.parse(session.getItem(key) ?? '{}') as Secrets | null) ?? {}
  } catch {
    // A damaged session entry loses the secrets only.
  }
  for (const env of parsed.state.environments) {
    for (const variable of env.variables) {
      const value = secrets[env.name]?.[variable.name]
      if (variable.secret && typeof value === 'string') variable.value = value
    }
  }
  return parsed.state
}

/** The JSON a reader exports: secret values are left out (blank), the rest as it is. */
export function exportState(state: EnvState): string {
  const environments = state.environments.map((env) => ({
    name: env.name,
    variables: env.variables.map((variable) =>
      variable.secret ? { ...variable, value: '' } : variable,
    ),
  }))
  return JSON.stringify({ active: state.active, environments }, null, 2)
}

/** What is wrong in an import, worded by the panel in the page's language. */
export type ImportError = MessageOf<ToolsWords>

const say = sayer<ToolsWords>()

/** An import's result: the state, or what is wrong and where. */
export interface ParsedState {
  state?: EnvState
  errors: ImportError[]
}

/** Reads an exported (or stored) JSON text; each error names the place (`environments[1].name`). */
export function importState(text: string): ParsedState {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    const parsed = parseJson(text)
    return { errors: [say('importNotJson', parsed.ok ? {} : parsed.failure)] }
  }
  return parseState(raw)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

function parseState(raw: unknown): ParsedState {
  if (!isObject(raw)) return { errors: [say('importTopLevel')] }
  const errors: ImportError[] = []
  if (!Array.isArray(raw.environments)) return { errors: [say('importEnvironmentsList')] }
  const environments: Environment[] = []
  raw.environments.forEach((env: unknown, i: number) => {
    const at = `environments[${i}]`
    if (!isObject(env)) return void errors.push(say('importNotObject', at))
    if (typeof env.name !== 'string' || !env.name.trim())
      return void errors.push(say('importNameEmpty', `${at}.name`))
    if (environments.some((known) => known.name === env.name))
      return void errors.push(say('importNameTaken', `${at}.name`, env.name))
    if (!Array.isArray(env.variables))
      return void errors.push(say('importVariablesList', `${at}.variables`))
    const variables: EnvVariable[] = []
    env.variables.forEach((variable: unknown, j: number) => {
      const where = `${at}.variables[${j}]`
      if (!isObject(variable)) return void errors.push(say('importNotObject', where))
      if (typeof variable.name !== 'string' || !VARIABLE_NAME.test(variable.name))
        return void errors.push(
          say('importVariableName', `${where}.name`, JSON.stringify(variable.name) ?? 'nothing'),
        )
      if (typeof variable.value !== 'string')
        return void errors.push(say('importValueString', `${where}.value`))
      variables.push({
        name: variable.name,
        value: variable.value,
        ...(variable.secret === true ? { secret: true } : {}),
        ...(typeof variable.description === 'string' ? { description: variable.description } : {}),
      })
    })
    environments.push({ name: env.name, variables })
  })
  if (errors.length) return { errors }
  const active =
    typeof raw.active === 'string' && environments.some((env) => env.name === raw.active)
      ? raw.active
      : (environments[0]?.name ?? null)
  return { state: { active, environments, rememberSecrets: raw.rememberSecrets === true }, errors }
}
