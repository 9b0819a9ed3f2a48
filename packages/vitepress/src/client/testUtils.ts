import type { OperationModel, OperationPageData } from '../shared/model'

/** An operation page's data, as the plugin serves it, for what the test sets. */
export function operationPage(
  operation: Partial<OperationModel>,
  extra: Partial<OperationPageData> = {},
): OperationPageData {
  return {
    spec: { name: 'pets', label: 'Pets', prefix: '/pets' },
    operation: {
      id: 'pets.op',
      operationId: 'op',
      slug: 'op',
      method: 'post',
      path: '/pets/{petId}',
      tags: [],
      deprecated: false,
      parameters: [],
      responses: [],
      security: [],
      servers: [],
      ...operation,
    },
    schemas: {},
    securitySchemes: [],
    schemaLinks: {},
    ...extra,
  }
}
