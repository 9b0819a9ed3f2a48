import { describe, expect, it } from 'vitest'
import type { TryItConfig } from './tryit'
import { withChosenExamples } from './tryitExamples'

const base: TryItConfig = {
  method: 'put',
  path: '/pets/{petId}',
  data: [
    { name: 'petId', value: '7', type: 'path' },
    { name: 'fields', value: 'name', type: 'query' },
    { name: 'petId', value: 'header value', type: 'header' },
  ],
  headers: {},
  contentType: 'application/json',
  body: '{}',
  notes: [],
}

describe('withChosenExamples', () => {
  it('puts the chosen body and parameter values in, leaving the rest', () => {
    const config = withChosenExamples(base, {
      body: { petType: 'dog' },
      params: { 'path petId': '123456' },
    })
    expect(config.body).toBe('{\n  "petType": "dog"\n}')
    expect(config.data.map((item) => item.value)).toEqual(['123456', 'name', 'header value'])
    expect(base.data[0]!.value).toBe('7')
  })

  it('sends a string example as it is, and keeps the body without a chosen one', () => {
    expect(withChosenExamples(base, { body: '<pet/>', params: {} }).body).toBe('<pet/>')
    expect(withChosenExamples(base, { params: {} }).body).toBe('{}')
  })

  it("fills a form body's fields from the chosen object, keeping file fields", () => {
    const form: TryItConfig = {
      ...base,
      contentType: 'multipart/form-data',
      body: undefined,
      data: [
        { name: 'name', value: '', type: 'text' },
        { name: 'tags', value: '', type: 'text' },
        { name: 'photo', value: '', type: 'file' },
      ],
    }
    const config = withChosenExamples(form, {
      body: { name: 'Rex', tags: ['a'], photo: 'x' },
      params: {},
    })
    expect(config.data.map((item) => item.value)).toEqual(['Rex', '["a"]', ''])
    expect(config.body).toBeUndefined()
  })
})
