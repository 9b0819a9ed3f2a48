import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadSpec } from '../description/load'
import { compactSidebar, operationGroups } from '../pages/sidebar'
import { buildSpecModel, operationPageData, specIndexData } from './spec'

// The fixture of the extensions site: webhooks, callbacks, x-tagGroups, x-codeSamples,
// x-internal, x-scalar-ignore and externalDocs in one OpenAPI 3.1 description.
const site = fileURLToPath(new URL('../../../../../e2e/extensions-site/', import.meta.url))

async function shop(includeInternal = false) {
  const entry = { name: 'shop', spec: 'specs/shop.yaml', prefix: '/shop', includeInternal }
  return buildSpecModel(await loadSpec(entry, site))
}

describe('buildSpecModel: what real descriptions carry', () => {
  it('makes a webhook an operation marked as one, named by its key', async () => {
    const model = await shop()
    const hook = model.operations.find((op) => op.webhook)!
    expect(hook).toMatchObject({
      id: 'shop.petAdopted',
      slug: 'petAdopted',
      method: 'post',
      path: 'petAdopted',
      summary: 'A pet found a home',
    })
    expect(hook.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['header X-Shop-Signature'])
    expect(hook.requestBody!.content[0]!.schema).toEqual({ $ref: 'AdoptionEvent' })
    expect(hook.responses.map((r) => r.status)).toEqual(['200'])
    // In no tag group: webhooks have their own.
    expect(model.tags.flatMap((tag) => tag.operations).some((op) => op.webhook)).toBe(false)
    expect(specIndexData(model).webhooks).toEqual([
      expect.objectContaining({ slug: 'petAdopted', webhook: true }),
    ])
    // The schema it uses lists it among its users.
    expect(model.usedBy.AdoptionEvent!.map((op) => op.slug)).toContain('petAdopted')
  })

  it('reads callbacks with their expression, method, payload and responses', async () => {
    const model = await shop()
    const create = model.operations.find((op) => op.operationId === 'createPet')!
    expect(create.callbacks).toEqual([
      expect.objectContaining({
        name: 'onAdopted',
        expression: '{$request.body#/callbackUrl}',
        method: 'post',
        summary: 'The pet was adopted',
        requestBody: expect.objectContaining({ required: true }),
      }),
    ])
    expect(create.callbacks![0]!.responses.map((r) => r.status)).toEqual(['204', '410'])
    // The payload's schema travels with the operation's page.
    expect(Object.keys(operationPageData(model, create).schemas)).toContain('AdoptionEvent')
  })

  it('reads x-codeSamples, x-code-samples and externalDocs', async () => {
    const model = await shop()
    const byId = (id: string) => model.operations.find((op) => op.operationId === id)!
    expect(byId('listPets').codeSamples!.map((s) => s.label)).toEqual(['JS SDK', 'Go'])
    expect(byId('listInvoices').codeSamples).toEqual([
      { lang: 'Python', label: 'Python', source: 'shop.invoices.list()' },
    ])
    expect(byId('createPet').externalDocs).toEqual({ url: 'https://example.com/creating-pets' })
    expect(model.externalDocs).toEqual({
      url: 'https://example.com/shop-guide',
      description: 'The shop guide',
    })
    expect(model.tags.find((tag) => tag.name === 'pets')!.externalDocs!.description).toBe(
      'All about pets',
    )
  })

  it('orders tags by x-tagGroups, for the sidebar and OpenApiSpec', async () => {
    const model = await shop()
    expect(model.tags.map((tag) => tag.name)).toEqual(['billing', 'pets', 'store'])
    expect(specIndexData(model).tagSections).toEqual([
      { name: 'Money', tags: ['billing'] },
      { name: 'Catalogue', tags: ['pets', 'store'] },
    ])
    const sidebar = compactSidebar(model)
    expect(sidebar.sections).toEqual([
      ['Money', [0]],
      ['Catalogue', [1, 2]],
    ])
    // Webhooks are the group after the tags: the page of one loads that group.
    expect(sidebar.webhooks).toEqual([['post', 'petAdopted', 'petAdopted']])
    expect(operationGroups(model).get('petAdopted')).toEqual([3])
  })

  it('leaves out what x-internal and x-scalar-ignore hide, unless the entry keeps it', async () => {
    const model = await shop()
    const ids = model.operations.map((op) => op.operationId)
    expect(ids).toEqual(['listPets', 'createPet', 'listOrders', 'listInvoices', 'petAdopted'])
    expect(Object.keys(model.schemas)).toEqual(['Pet', 'AdoptionEvent'])
    const create = model.operations.find((op) => op.operationId === 'createPet')!
    expect(create.callbacks!.map((c) => c.name)).toEqual(['onAdopted'])
    expect(JSON.stringify(model)).not.toMatch(/secret|ignored/i)

    const internal = await shop(true)
    expect(internal.operations.map((op) => op.operationId)).toEqual([
      'listPets',
      'createPet',
      'listOrders',
      'listInvoices',
      'secretTools',
      'ignoredByScalar',
      'petAdopted',
      'secretSync',
    ])
    expect(Object.keys(internal.schemas)).toContain('SecretAudit')
  })

  it('names where the description downloads from', async () => {
    expect((await shop()).ref.download).toBe('/shop/shop.yaml')
  })

  it('fails on an operation id a path operation and a webhook share, naming both', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vpad-webhook-ids-'))
    try {
      const ok = { responses: { '200': { description: 'ok' } } }
      writeFileSync(
        join(folder, 'twice.json'),
        JSON.stringify({
          openapi: '3.1.0',
          info: { title: 'Twice', version: '1' },
          paths: { '/pets': { post: { operationId: 'newPet', ...ok } } },
          webhooks: { newPet: { post: { operationId: 'newPet', ...ok } } },
        }),
      )
      const loaded = await loadSpec({ name: 'twice', spec: 'twice.json', prefix: '/t' }, folder)
      expect(() => buildSpecModel(loaded)).toThrow(
        /operationId "newPet" of webhook "newPet" \(POST\) is already used by POST \/pets/,
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
