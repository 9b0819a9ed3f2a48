import { describe, expect, it } from 'vitest'
import { internalPaths, isInternal, removePaths, withoutInternal } from './internal'

const ok = { responses: { '200': { description: 'ok' } } }

function document() {
  return {
    openapi: '3.1.0',
    paths: {
      '/pets': { get: ok, post: { ...ok, 'x-internal': true } },
      '/staff': { parameters: [], get: { ...ok, 'x-scalar-ignore': true } },
      '/hidden-item': { 'x-internal': true, get: ok },
    },
    webhooks: { adopted: { post: ok }, secret: { post: { ...ok, 'x-internal': true } } },
    components: {
      schemas: {
        Pet: { type: 'object' },
        Audit: { type: 'object', 'x-internal': true },
        Used: { type: 'object', 'x-internal': true },
        Leaf: { type: 'object', 'x-internal': false },
      },
    },
  }
}

describe('x-internal and x-scalar-ignore', () => {
  it('knows a hidden value only by a true flag', () => {
    expect(isInternal({ 'x-internal': true })).toBe(true)
    expect(isInternal({ 'x-scalar-ignore': true })).toBe(true)
    expect(isInternal({ 'x-internal': 'true' })).toBe(false)
    expect(isInternal({ 'x-internal': false })).toBe(false)
    expect(isInternal(null)).toBe(false)
  })

  it('finds hidden operations, path items, webhooks and unreferenced schemas', () => {
    const doc = document()
    // `Used` is hidden, but a visible operation still refers to it: it stays.
    ;(doc.paths['/pets'] as Record<string, unknown>).get = {
      responses: {
        '200': {
          description: 'ok',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Used' } } },
        },
      },
    }
    // A path item whose every operation is hidden goes whole.
    expect(internalPaths(doc)).toEqual([
      ['paths', '/pets', 'post'],
      ['paths', '/staff'],
      ['paths', '/hidden-item'],
      ['webhooks', 'secret'],
      ['components', 'schemas', 'Audit'],
    ])
  })

  it('finds the hidden callbacks of the operations that stay, a callback whole when all it sends is hidden', () => {
    const hidden = { post: { ...ok, 'x-internal': true } }
    const doc = {
      paths: {
        '/pets': {
          post: {
            ...ok,
            callbacks: {
              kept: { '{$url}': { post: ok, put: { ...ok, 'x-internal': true } } },
              gone: { '{$a}': hidden, '{$b}': hidden },
              flagged: { 'x-internal': true, '{$c}': { post: ok } },
            },
          },
        },
      },
    }
    expect(internalPaths(doc)).toEqual([
      ['paths', '/pets', 'post', 'callbacks', 'kept', '{$url}', 'put'],
      ['paths', '/pets', 'post', 'callbacks', 'gone'],
      ['paths', '/pets', 'post', 'callbacks', 'flagged'],
    ])
  })

  it('drops a hidden schema referred to only by hidden operations', () => {
    const doc = document()
    ;(doc.paths['/pets'].post as Record<string, unknown>).requestBody = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Used' } } },
    }
    expect(internalPaths(doc)).toContainEqual(['components', 'schemas', 'Used'])
  })

  it('removes them, leaving the original as it was', () => {
    const doc = document()
    const before = JSON.stringify(doc)
    const visible = withoutInternal(doc)
    expect(JSON.stringify(doc)).toBe(before)
    expect(Object.keys(visible.paths)).toEqual(['/pets'])
    expect(Object.keys(visible.paths['/pets'])).toEqual(['get'])
    expect(Object.keys(visible.webhooks)).toEqual(['adopted'])
    expect(Object.keys(visible.components.schemas)).toEqual(['Pet', 'Leaf'])
    // What is not on the way is shared, not copied.
    expect(visible.paths['/pets'].get).toBe(doc.paths['/pets'].get)
  })

  it('finds Swagger 2 definitions too, and changes nothing when nothing is hidden', () => {
    const swagger = { swagger: '2.0', paths: {}, definitions: { Secret: { 'x-internal': true } } }
    expect(internalPaths(swagger)).toEqual([['definitions', 'Secret']])
    const plain = { openapi: '3.0.3', paths: { '/a': { get: ok } } }
    expect(withoutInternal(plain)).toBe(plain)
    expect(removePaths(plain, [['paths', '/nope', 'get']])).toEqual(plain)
  })
})
