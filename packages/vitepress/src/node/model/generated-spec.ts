// A description of any size, in the shapes that made large ones cost more than their size:
// Microsoft Graph's (one base schema whose discriminator maps every kind, responses and bodies
// defined once and pointed at from many operations, hundreds of tags) and APIs.guru's Azure
// ones (pointers into other schemas, whose targets hold more such pointers). Used by the tests
// that hold the model's cost linear; not part of the package's entry points.
import type { OpenApiDocument } from '../description/load'

type Json = Record<string, unknown>

const ref = ($ref: string) => ({ $ref })

/** An OpenAPI 3.0 description of `operations` operations (a multiple of 4), 4 per schema. */
export function generatedDescription(operations: number): OpenApiDocument {
  const kinds = Math.max(1, Math.floor(operations / 4))
  const schemas: Json = {
    entity: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string', description: 'The unique identifier.' },
        '@odata.type': { type: 'string' },
      },
      discriminator: {
        propertyName: '@odata.type',
        mapping: Object.fromEntries(
          Array.from({ length: kinds }, (_, k) => [`#kind${k}`, `#/components/schemas/kind${k}`]),
        ),
      },
    },
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  }
  const responses: Json = {
    error: {
      description: 'An error, as every operation may answer.',
      content: { 'application/json': { schema: ref('#/components/schemas/error') } },
    },
  }
  const requestBodies: Json = {}
  for (let k = 0; k < kinds; k++) {
    schemas[`kind${k}`] = {
      allOf: [
        ref('#/components/schemas/entity'),
        {
          type: 'object',
          description: `Kind number ${k}, with **markdown**.`,
          properties: {
            name: { type: 'string', description: 'Its name.' },
            created: { type: 'string', format: 'date-time' },
            size: { type: 'integer', minimum: 1 },
            labels: { type: 'array', items: { type: 'string' } },
            owner: ref('#/components/schemas/entity'),
            // A pointer into the previous kind, whose target points into the one before.
            ...(k > 0 ? { previous: ref(`#/components/schemas/kind${k - 1}/allOf/1`) } : {}),
            state: k > 0 ? ref(`#/components/schemas/kind0/allOf/1/properties/size`) : {},
          },
        },
      ],
    }
    responses[`kind${k}Collection`] = {
      description: 'Retrieved collection',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              value: { type: 'array', items: ref(`#/components/schemas/kind${k}`) },
              '@odata.nextLink': { type: 'string', nullable: true },
            },
          },
        },
      },
    }
    requestBodies[`kind${k}`] = {
      description: 'New entity',
      required: true,
      content: { 'application/json': { schema: ref(`#/components/schemas/kind${k}`) } },
    }
  }
  const paths: Json = {}
  const tags = Math.max(1, Math.floor(operations / 24))
  for (let k = 0; k < kinds; k++) {
    const tag = [`area${k % tags}.kind${k}`]
    const common = {
      tags: tag,
      parameters: [ref('#/components/parameters/top'), ref('#/components/parameters/select')],
    }
    const one = {
      200: {
        description: 'Retrieved entity',
        content: { 'application/json': { schema: ref(`#/components/schemas/kind${k}`) } },
      },
      default: ref('#/components/responses/error'),
    }
    paths[`/kinds${k}`] = {
      get: {
        ...common,
        operationId: `kind${k}.list`,
        summary: `List kind ${k}`,
        responses: { 200: ref(`#/components/responses/kind${k}Collection`), default: one.default },
      },
      post: {
        tags: tag,
        operationId: `kind${k}.create`,
        requestBody: ref(`#/components/requestBodies/kind${k}`),
        responses: { 201: one[200], default: one.default },
      },
    }
    paths[`/kinds${k}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { ...common, operationId: `kind${k}.get`, responses: one },
      patch: {
        tags: tag,
        operationId: `kind${k}.update`,
        requestBody: ref(`#/components/requestBodies/kind${k}`),
        responses: { 204: { description: 'Success' }, default: one.default },
      },
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: `Generated API of ${operations} operations`, version: '1.0' },
    paths,
    components: {
      schemas,
      responses,
      requestBodies,
      parameters: {
        top: {
          name: '$top',
          in: 'query',
          description: 'Show only the first n items.',
          schema: { type: 'integer', minimum: 0 },
        },
        select: {
          name: '$select',
          in: 'query',
          description: 'Select properties to be returned.',
          schema: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  } as OpenApiDocument
}
