import type { DescribedEnvironment, ServerModel } from '../../shared/model'

// Environments of one spec as the reader keeps them: named sets of variables, one of them
// active. Framework-free; the Vue store (store.ts) holds one of these per spec.

/** One variable of an environment. */
export interface EnvVariable {
  name: string
  value: string
  /** Kept for the browser session only, unless the reader opts in (see `EnvState`). */
  secret?: boolean
  /** Plain text, from the description. */
  description?: string
}

/** A named set of variables. */
export interface Environment {
  name: string
  variables: EnvVariable[]
}

/** The environments of one spec. */
export interface EnvState {
  /** The active environment's name; none resolves no variable. */
  active: string | null
  environments: Environment[]
  /** The reader's opt-in: secret values kept in localStorage too, not only for the session. */
  rememberSecrets: boolean
}

/** A variable name as `{{name}}` accepts it (resolve.ts). */
export const VARIABLE_NAME = /^[A-Za-z0-9_.-]+$/

/** The environment in use, if any. */
export const activeEnvironment = (state: EnvState): Environment | undefined =>
  state.environments.find((env) => env.name === state.active)

/** The active environment's variables as a name → value map (the first of a name wins). */
export function variableMap(state: EnvState): Record<string, string> {
  const map: Record<string, string> = {}
  for (const variable of activeEnvironment(state)?.variables ?? []) {
    if (VARIABLE_NAME.test(variable.name) && !Object.hasOwn(map, variable.name))
      map[variable.name] = variable.value
  }
  return map
}

/**
 * The environments a spec starts with: those its description offers (`x-scalar-environments`,
 * active as `x-scalar-active-environment` says, else the first), each also holding the servers'
 * variables (OpenAPI 3.2 section 4.6, Server Variable Object) at their defaults; with none
 * offered, one environment named `default` with the server variables.
 */
export function seedState(
  described: readonly DescribedEnvironment[] | undefined,
  servers: readonly ServerModel[],
  active?: string,
): EnvState {
  const serverVars: EnvVariable[] = []
  for (const server of servers) {
    for (const variable of server.variables) {
      if (serverVars.some((known) => known.name === variable.name)) continue
      serverVars.push({
        name: variable.name,
        value: variable.default,
        ...(variable.description ? { description: variable.description } : {}),
      })
    }
  }
  const offered = described?.length
    ? described
    : [{ name: 'default', variables: [] } satisfies DescribedEnvironment]
  const environments = offered.map((env) => {
    const variables: EnvVariable[] = env.variables.map((variable) => ({ ...variable }))
    for (const extra of serverVars)
      if (!variables.some((known) => known.name === extra.name)) variables.push({ ...extra })
    return { name: env.name, variables }
  })
  const chosen = environments.find((env) => env.name === active) ?? environments[0]
  return { active: chosen?.name ?? null, environments, rememberSecrets: false }
}
