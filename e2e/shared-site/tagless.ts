import type { SharedSpec } from './site'

// A description as Stripe writes its own: no tags, no summaries, every description HTML, paths
// under `/v1`, some long (e2e/api-docs-tagless.test.ts).

/** The longest path, which the sidebar wraps. */
export const LONG = '/v1/accounts/{account}/external_accounts/{id}/verification_attempts'
const response = { '200': { description: 'OK' } }
const spec = {
  openapi: '3.0.0',
  info: { title: 'Charges', version: '1', description: '<p>The <b>Charges</b> API.</p>' },
  paths: {
    '/v1/charges': {
      get: {
        operationId: 'GetCharges',
        description:
          '<p>Returns a list of <a href="https://example.com/charges">charges</a>.</p>' +
          '<table><thead><tr><th>Field</th><th>Meaning</th></tr></thead>' +
          '<tbody><tr><td><code>amount</code></td><td>In cents</td></tr></tbody></table>',
        responses: response,
      },
      post: {
        operationId: 'PostCharges',
        description: '<p>Creates a charge.</p>',
        responses: response,
      },
    },
    '/v1/charges/{charge}/refunds': {
      get: { operationId: 'GetChargesChargeRefunds', responses: response },
    },
    '/v1/customers': { get: { operationId: 'GetCustomers', responses: response } },
    [LONG]: { post: { operationId: 'PostVerificationAttempts', responses: response } },
  },
}

/** The tagless fixture, under `/charges`. */
export const TAGLESS: SharedSpec = {
  name: 'charges',
  file: 'charges.json',
  text: JSON.stringify(spec, null, 2),
  prefix: '/charges',
}
