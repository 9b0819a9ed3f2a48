import { describe, expect, it } from 'vitest'
import { enTools } from '../i18n/en/tools'
import { word } from '../i18n/message'
import { seedState, variableMap, type EnvState } from './model'
import {
  exportState,
  importState,
  loadState,
  saveState,
  storageKey,
  type KeyValueStore,
} from './storage'

/** A Storage of a Map, as localStorage and sessionStorage behave. */
function memory(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const state = (): EnvState => ({
  active: 'local',
  rememberSecrets: false,
  environments: [
    {
      name: 'local',
      variables: [
        { name: 'base', value: 'http://localhost:3000' },
        { name: 'token', value: 's3cr3t-value', secret: true },
      ],
    },
    { name: 'staging', variables: [{ name: 'base', value: 'https://staging.example.com' }] },
  ],
})

/** An import's errors as an English page lists them. */
const english = (text: string) => importState(text).errors.map((error) => word(enTools, error))

describe('environment storage', () => {
  const key = storageKey('/docs/', 'petstore')

  it('keys by site base and spec', () => {
    expect(key).toBe('vitepress-api-docs:environments:/docs/:petstore')
    expect(storageKey('/', 'petstore')).not.toBe(key)
    // A locale's copy of the spec keeps the same environments.
    expect(storageKey('/docs/', 'petstore~fr')).toBe(key)
  })

  it('keeps secret values in sessionStorage only, and joins them back on load', () => {
    const local = memory()
    const session = memory()
    saveState(state(), key, local, session)
    expect(local.map.get(key)).not.toContain('s3cr3t-value')
    expect(local.map.get(key)).toContain('http://localhost:3000')
    expect(session.map.get(key)).toContain('s3cr3t-value')
    expect(loadState(key, local, session)).toEqual(state())
    // A new session (the tab closed): the secret's name stays, its value is gone.
    const next = loadState(key, local, memory())!
    expect(next.environments[0]!.variables[1]).toEqual({ name: 'token', value: '', secret: true })
  })

  it('keeps secret values in localStorage when the reader opts in', () => {
    const local = memory()
    const session = memory()
    saveState({ ...state(), rememberSecrets: true }, key, local, session)
    expect(local.map.get(key)).toContain('s3cr3t-value')
    expect(session.map.has(key)).toBe(false)
  })

  it('exports without secret values and imports the export back', () => {
    const text = exportState(state())
    expect(text).not.toContain('s3cr3t-value')
    const back = importState(text)
    expect(back.errors).toEqual([])
    expect(back.state!.environments.map((env) => env.name)).toEqual(['local', 'staging'])
    expect(back.state!.active).toBe('local')
  })

  it('says what is wrong with an import and where', () => {
    expect(english('{"environments": [')).toEqual(['Not JSON (line 1, column 19).'])
    expect(english('{\n  "environments": [\n    { "name": "a", }\n  ]\n}')).toEqual([
      'Not JSON (line 3, column 20).',
    ])
    expect(english('[]')).toEqual(['The top level must be an object with "environments".'])
    const none = importState(
      JSON.stringify({
        environments: [
          {
            name: 'a',
            variables: [
              { name: 'ok', value: '1' },
              { name: 'bad name', value: '2' },
            ],
          },
          { name: 'a', variables: [] },
          { name: 'b', variables: [{ name: 'n', value: 3 }] },
          { variables: [] },
        ],
      }),
    )
    expect(none.state).toBeUndefined()
    expect(none.errors.map((error) => word(enTools, error))).toEqual([
      'environments[0].variables[1].name: must be letters, digits, "_", "-" or "." (got "bad name").',
      'environments[1].name: "a" is already used by another environment.',
      'environments[2].variables[0].value: must be a string.',
      'environments[3].name: must be a non-empty string.',
    ])
  })
})

describe('seedState', () => {
  const servers = [
    {
      url: 'https://{region}.example.com/{version}',
      variables: [
        { name: 'region', default: 'eu', description: 'Where' },
        { name: 'version', default: 'v1' },
      ],
    },
  ]

  it('seeds the x-scalar-environments, each with the server variables, active as told', () => {
    const seeded = seedState(
      [
        { name: 'production', variables: [{ name: 'region', value: 'us' }] },
        { name: 'staging', variables: [{ name: 'userId', value: '1' }] },
      ],
      servers,
      'staging',
    )
    expect(seeded.active).toBe('staging')
    expect(seeded.environments[0]!.variables.map((v) => [v.name, v.value])).toEqual([
      ['region', 'us'],
      ['version', 'v1'],
    ])
    expect(variableMap(seeded)).toEqual({ userId: '1', region: 'eu', version: 'v1' })
  })

  it('without x-scalar-environments, one "default" environment holds the server variables', () => {
    const seeded = seedState(undefined, servers)
    expect(seeded.active).toBe('default')
    expect(seeded.environments).toEqual([
      {
        name: 'default',
        variables: [
          { name: 'region', value: 'eu', description: 'Where' },
          { name: 'version', value: 'v1' },
        ],
      },
    ])
  })
})
