import { describe, expect, it } from 'vitest'
import type { SpecModel } from '../model/spec'
import { findEmbeds, modelsForPage } from './embeds'

describe('findEmbeds', () => {
  it('finds each tag with its line and column', () => {
    const source = [
      '# Title',
      '',
      '<OpenApiEndpoint id="pets.getPet" />',
      "text <OpenApiSpec name='pets'/>",
      '<open-api-schema id="pets.Pet">',
    ].join('\n')
    expect(findEmbeds(source)).toEqual([
      { component: 'OpenApiEndpoint', target: 'pets.getPet', line: 3, column: 1 },
      { component: 'OpenApiSpec', target: 'pets', line: 4, column: 6 },
      { component: 'OpenApiSchema', target: 'pets.Pet', line: 5, column: 1 },
    ])
  })

  it('ignores tags inside fenced code and inline code, keeping line numbers right', () => {
    const source = [
      '```md',
      '<OpenApiEndpoint id="pets.inFence" />',
      '```',
      'Inline: `<OpenApiEndpoint id="pets.inline" />`',
      '~~~',
      '<OpenApiSpec name="x" />',
      '~~~',
      '<OpenApiEndpoint id="pets.real" />',
    ].join('\n')
    expect(findEmbeds(source)).toEqual([
      { component: 'OpenApiEndpoint', target: 'pets.real', line: 8, column: 1 },
    ])
  })
})

describe('modelsForPage', () => {
  const model = (name: string) => ({ ref: { name } }) as SpecModel
  const models = new Map(['pets', 'pets~fr', 'store'].map((name) => [name, model(name)]))
  const names = (path: string) =>
    [...modelsForPage(models, path)].map(([name, spec]) => `${name}:${spec.ref.name}`)

  it("gives a locale's page each spec's copy for the locale, by the spec's own name", () => {
    expect(names('fr/guide/embeds.md')).toEqual(['pets:pets~fr', 'store:store'])
  })

  it('gives other pages the specs themselves, never a copy', () => {
    expect(names('guide/embeds.md')).toEqual(['pets:pets', 'store:store'])
    expect(names('ar/index.md')).toEqual(['pets:pets', 'store:store'])
  })
})
