import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSpec } from '../description/load'
import { buildSpecModel, type SpecModel } from '../model/spec'

/** The model of an OpenAPI description given as an object, read as the plugin reads a file. */
export async function modelOf(
  name: string,
  document: Record<string, unknown>,
  label?: string,
): Promise<SpecModel> {
  const dir = mkdtempSync(join(tmpdir(), 'llms-spec-'))
  try {
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(document))
    return buildSpecModel(
      await loadSpec(
        { name, spec: 'spec.json', prefix: `/${name}`, ...(label ? { label } : {}) },
        dir,
      ),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Markup a description may hold, which a twin must keep as text. */
export const HOSTILE =
  '</script><script>alert(1)</script><img src=x onerror="alert(2)"> {{ x }} [a](javascript:alert(3)) *b* `c` | d'

/** A small description with one of each thing a twin shows. */
export const PETS = {
  openapi: '3.1.0',
  info: { title: 'Pet store', version: '2.1.0', description: 'Pets *for sale*.\n\nMore text.' },
  servers: [{ url: 'https://api.example.com/v2', description: 'Production' }],
  security: [{ key: [] }],
  paths: {
    '/pets/{petId}': {
      put: {
        operationId: 'updatePet',
        summary: 'Update a pet',
        description: 'Replaces the pet.\n\n- keeps its id\n- keeps its photos',
        tags: ['pets'],
        parameters: [
          {
            name: 'petId',
            in: 'path',
            required: true,
            description: 'The pet',
            schema: { type: 'integer', format: 'int64', minimum: 1 },
            example: 42,
          },
          { name: 'dryRun', in: 'query', schema: { type: 'boolean', default: false } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Pet' },
              examples: { cat: { summary: 'A cat', value: { name: 'Tom', kind: 'cat' } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'The pet, updated',
            headers: { 'X-Rate': { description: 'Calls left', schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          '404': { description: 'No such pet' },
        },
      },
    },
    '/health': {
      get: { summary: 'Health', security: [], responses: { '204': { description: 'Up' } } },
    },
  },
  webhooks: {
    petSold: {
      post: {
        summary: 'A pet was sold',
        description: 'Sent once the *sale* is paid.',
        parameters: [
          { name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
        responses: {
          '200': { description: 'Received' },
          '410': { description: 'Stop sending' },
        },
      },
    },
  },
  components: {
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
    schemas: {
      Pet: {
        type: 'object',
        description: 'A pet for sale.',
        required: ['name'],
        properties: {
          id: { type: 'integer', readOnly: true },
          name: { type: 'string', description: 'Its *name*', maxLength: 40 },
          kind: { type: 'string', enum: ['cat', 'dog'] },
          owner: { $ref: '#/components/schemas/Owner' },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
      Owner: { type: 'object', properties: { name: { type: 'string' } } },
    },
  },
}

/** A description whose every text holds markup. */
export const HOSTILE_SPEC = {
  openapi: '3.1.0',
  info: { title: `Title ${HOSTILE}`, version: `1 ${HOSTILE}`, description: `About ${HOSTILE}` },
  servers: [{ url: 'https://x.example.com', description: `Server ${HOSTILE}` }],
  paths: {
    '/things': {
      post: {
        operationId: 'postThing',
        summary: `Summary ${HOSTILE}`,
        description: `Description ${HOSTILE}`,
        tags: [`Tag ${HOSTILE}`],
        parameters: [
          {
            name: `Name ${HOSTILE}`,
            in: 'query',
            description: `Parameter ${HOSTILE}`,
            example: `Example ${HOSTILE}`,
            schema: { type: 'string', enum: [`Enum ${HOSTILE}`], pattern: `Pattern ${HOSTILE}` },
          },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Thing' },
              example: { [`Key ${HOSTILE}`]: `Value ${HOSTILE}` },
            },
          },
        },
        responses: {
          '200': {
            description: `Response ${HOSTILE}`,
            headers: { [`Header ${HOSTILE}`]: { description: `Header text ${HOSTILE}` } },
          },
        },
        callbacks: {
          [`Callback ${HOSTILE}`]: {
            [`{$request.body#/url}?q=${HOSTILE}`]: {
              post: {
                summary: `Callback summary ${HOSTILE}`,
                description: `Callback text ${HOSTILE}`,
                responses: { '200': { description: `Callback response ${HOSTILE}` } },
              },
            },
          },
        },
      },
    },
  },
  webhooks: {
    [`Hook ${HOSTILE}`]: {
      post: {
        summary: `Hook summary ${HOSTILE}`,
        requestBody: { content: { 'application/json': { schema: { type: 'string' } } } },
        responses: { '200': { description: `Hook response ${HOSTILE}` } },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        title: `Schema title ${HOSTILE}`,
        properties: {
          [`Property ${HOSTILE}`]: {
            type: 'string',
            description: `Property text ${HOSTILE}`,
            default: `Default ${HOSTILE}`,
          },
        },
      },
    },
  },
}
