import { describe, expect, it } from 'vitest'
import { enProblems } from '../i18n/en/problems'
import { word } from '../i18n/message'
import type { Problem } from '../checks/problem'
import { operationPage } from '../testUtils'
import { MAX_PROBLEMS } from '../checks/schemaCheck'
import { matchPath, validateRequest as check } from './validate'

/** The problems as an English page lists them. */
const validateRequest = (...args: Parameters<typeof check>) =>
  check(...args).map((problem: Problem) => word(enProblems, problem))

const page = operationPage(
  {
    method: 'post',
    path: '/pets/{petId}',
    parameters: [
      { name: 'petId', in: 'path', required: true, schema: { type: 'integer' } },
      { name: 'kind', in: 'query', required: true, schema: { enum: ['dog', 'cat'] } },
      {
        name: 'tags',
        in: 'query',
        required: false,
        schema: { type: 'array', items: { type: 'integer' } },
      },
      { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } },
      { name: 'session', in: 'cookie', required: true, schema: { type: 'string' } },
    ],
    requestBody: {
      required: true,
      content: [{ type: 'application/json', schema: { $ref: 'NewPet' }, examples: [] }],
    },
  },
  {
    schemas: {
      NewPet: {
        type: 'object',
        required: ['name', 'id', 'age'],
        properties: {
          id: { type: 'integer', readOnly: true },
          name: { type: 'string', minLength: 2 },
          age: { type: 'integer', minimum: 0 },
          size: { enum: ['s', 'm', 'l'] },
          owner: { $ref: 'Owner' },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
      Owner: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
    },
  },
)

const json = { 'content-type': 'application/json', 'x-trace': 't' }
const send = (url: string, body: string | null, headers: Record<string, string> = json) =>
  validateRequest(page, { url, method: 'POST', headers, body })

describe('validateRequest', () => {
  it('finds nothing wrong in a request that matches the description', () => {
    expect(
      send('https://api.example.com/v1/pets/7?kind=dog&tags=1&tags=2', '{"name":"Rex","age":3}'),
    ).toEqual([])
  })

  it('lists required parameters missing, the cookie the panel cannot send left out', () => {
    expect(send('https://api.example.com/v1/pets/7', '{"name":"Rex","age":3}', {})).toEqual([
      'Query parameter "kind" is required but missing.',
      'Header parameter "X-Trace" is required but missing.',
    ])
  })

  it('checks parameter values against their type and enum', () => {
    expect(
      send('https://api.example.com/pets/seven?kind=bird&tags=1&tags=x', '{"name":"Rex","age":3}'),
    ).toEqual([
      'Path parameter "petId" should be integer, not a string.',
      'Query parameter "kind" should be one of "dog", "cat".',
      'Query parameter "tags" should be integer, not a string.',
    ])
  })

  it('lists a required body missing, and a body that is not JSON', () => {
    expect(send('https://x.test/pets/1?kind=cat', null)).toEqual([
      'The request body is required but missing.',
    ])
    expect(send('https://x.test/pets/1?kind=cat', '{"name":')).toEqual([
      'The body is not JSON (line 1, column 9).',
    ])
  })

  it('checks the body: required properties (not readOnly ones), types, enums, nested, items', () => {
    expect(
      send(
        'https://x.test/pets/1?kind=cat',
        '{"name":"R","age":-1,"size":"xl","owner":{},"tags":["a",2]}',
      ),
    ).toEqual([
      'body.name should be at least 2 characters long.',
      'body.age should be at least 0.',
      'body.size should be one of "s", "m", "l".',
      'body.owner.email is required but missing.',
      'body.tags[1] should be string, not an integer.',
    ])
    expect(send('https://x.test/pets/1?kind=cat', '{"age":"3"}')).toEqual([
      'body.name is required but missing.',
      'body.age should be integer, not a string.',
    ])
  })

  it('checks a form body for its required fields', () => {
    const form = operationPage({
      requestBody: {
        required: true,
        content: [
          {
            type: 'application/x-www-form-urlencoded',
            schema: { type: 'object', required: ['a', 'b'], properties: { a: {}, b: {} } },
            examples: [],
          },
        ],
      },
    })
    expect(
      validateRequest(form, {
        url: 'https://x.test/pets/1',
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      }),
    ).toEqual(['Body field "b" is required but missing.'])
  })

  it('oneOf: a value that fits no alternative is one problem', () => {
    const alternatives = operationPage({
      requestBody: {
        required: false,
        content: [
          {
            type: 'application/json',
            schema: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
            examples: [],
          },
        ],
      },
    })
    const check = (body: string) =>
      validateRequest(alternatives, {
        url: 'https://x.test/pets/1',
        method: 'POST',
        headers: json,
        body,
      })
    expect(check('"a"')).toEqual([])
    expect(check('true')).toEqual(['body matches none of its 2 alternatives.'])
  })

  it(`lists at most ${MAX_PROBLEMS} problems, then counts the rest`, () => {
    const wide = operationPage({
      requestBody: {
        required: true,
        content: [
          {
            type: 'application/json',
            schema: { type: 'array', items: { type: 'string' } },
            examples: [],
          },
        ],
      },
    })
    const problems = validateRequest(wide, {
      url: 'https://x.test/pets/1',
      method: 'POST',
      headers: json,
      body: JSON.stringify(Array(30).fill(1)),
    })
    expect(problems).toHaveLength(MAX_PROBLEMS + 1)
    expect(problems.at(-1)).toBe('… and 10 more.')
  })
})

describe('matchPath', () => {
  it('reads path parameters after the server base, decoded', () => {
    expect(matchPath('/pets/{petId}/toys/{toy}', '/v1/pets/7/toys/a%20b')).toEqual({
      petId: '7',
      toy: 'a b',
    })
    expect(matchPath('/pets/{petId}', '/v1/owners/7')).toBeNull()
    expect(matchPath('/a.b', '/aXb')).toBeNull()
  })
})
