import { describe, expect, it } from 'vitest'
import type { TagGroup } from '../../../shared/model'
import {
  codeSamples,
  externalDocs,
  orderBySections,
  tagSections,
  scalarEnvironments,
} from './extensions'

const tag = (name: string): TagGroup => ({ name, operations: [] })

describe('externalDocs', () => {
  it('keeps http(s) and relative URLs with their description', () => {
    expect(externalDocs({ url: 'https://example.com/a', description: ' Guide ' })).toEqual({
      url: 'https://example.com/a',
      description: 'Guide',
    })
    expect(externalDocs({ url: '/guide/auth' })).toEqual({ url: '/guide/auth' })
  })

  it('refuses other schemes and objects without a URL', () => {
    expect(externalDocs({ url: 'javascript:alert(1)' })).toBeUndefined()
    expect(externalDocs({ url: 'JaVaScRiPt:alert(1)' })).toBeUndefined()
    expect(externalDocs({ url: 'data:text/html,x' })).toBeUndefined()
    expect(externalDocs({ description: 'no url' })).toBeUndefined()
    expect(externalDocs('https://example.com')).toBeUndefined()
  })
})

describe('codeSamples', () => {
  it('reads x-codeSamples with label or lang as the tab name', () => {
    expect(
      codeSamples({
        'x-codeSamples': [
          { lang: 'JavaScript', label: 'JS SDK', source: 'sdk.list()' },
          { lang: 'Go', source: 'client.List()' },
          { lang: 'Ruby' },
        ],
      }),
    ).toEqual([
      { lang: 'JavaScript', label: 'JS SDK', source: 'sdk.list()' },
      { lang: 'Go', label: 'Go', source: 'client.List()' },
    ])
  })

  it('reads the older x-code-samples, and nothing from a non-list', () => {
    expect(codeSamples({ 'x-code-samples': [{ source: 'x' }] })).toEqual([
      { lang: 'Sample', label: 'Sample', source: 'x' },
    ])
    expect(codeSamples({ 'x-codeSamples': { lang: 'Go' } })).toBeUndefined()
    expect(codeSamples({})).toBeUndefined()
  })
})

describe('x-tagGroups', () => {
  const tags = [tag('pets'), tag('store'), tag('billing'), tag('misc')]

  it('keeps the groups in order, each tag once, dropping unknown tags and empty groups', () => {
    const sections = tagSections(
      [
        { name: 'Money', tags: ['billing', 'nope'] },
        { name: 'Shop', tags: ['pets', 'store', 'billing'] },
        { name: 'Empty', tags: ['nope'] },
        { name: 'Broken' },
      ],
      tags,
    )
    expect(sections).toEqual([
      { name: 'Money', tags: ['billing'] },
      { name: 'Shop', tags: ['pets', 'store'] },
    ])
    expect(orderBySections(tags, sections!).map((t) => t.name)).toEqual([
      'billing',
      'pets',
      'store',
      'misc',
    ])
  })

  it('answers nothing without groups', () => {
    expect(tagSections(undefined, tags)).toBeUndefined()
    expect(tagSections([{ name: 'x', tags: ['nope'] }], tags)).toBeUndefined()
  })
})

describe('scalarEnvironments', () => {
  it('reads Scalar documented shape: values as strings or { description, default }', () => {
    // The example of Scalar's documentation (documentation/openapi.md, x-scalar-environments).
    expect(
      scalarEnvironments({
        production: {
          description: 'Production environment',
          color: '#0082D0',
          variables: {
            userId: { description: 'User ID', default: '1234567890' },
            apiUrl: { description: 'API URL', default: 'https://api.production.example.com' },
          },
        },
        staging: {
          description: 'Staging environment',
          variables: {
            userId: '1234567890',
            apiUrl: { description: 'API URL', default: 'https://api.staging.example.com' },
            token: { secret: true },
          },
        },
      }),
    ).toEqual([
      {
        name: 'production',
        variables: [
          { name: 'userId', value: '1234567890', description: 'User ID' },
          { name: 'apiUrl', value: 'https://api.production.example.com', description: 'API URL' },
        ],
      },
      {
        name: 'staging',
        variables: [
          { name: 'userId', value: '1234567890' },
          { name: 'apiUrl', value: 'https://api.staging.example.com', description: 'API URL' },
          { name: 'token', value: '', secret: true },
        ],
      },
    ])
  })

  it('leaves out what has another shape', () => {
    expect(scalarEnvironments(undefined)).toBeUndefined()
    expect(scalarEnvironments(['a'])).toBeUndefined()
    expect(scalarEnvironments({ a: 'x', b: { variables: { n: 3, m: 'ok' } } })).toEqual([
      { name: 'b', variables: [{ name: 'm', value: 'ok' }] },
    ])
  })
})
