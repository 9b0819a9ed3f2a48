import { describe, expect, it } from 'vitest'
import { compareSchemaNames } from './schema-order'

describe('compareSchemaNames', () => {
  it('sorts alphabetically whatever the case, numbers by value', () => {
    const names = ['parse_address_request_body', 'Address', 'Pet10', 'address_to_validate', 'Pet2']
    expect(names.sort(compareSchemaNames)).toEqual([
      'Address',
      'address_to_validate',
      'parse_address_request_body',
      'Pet2',
      'Pet10',
    ])
  })

  it('gives names that differ only in case one order, whatever the input order', () => {
    expect(['pet', 'Pet'].sort(compareSchemaNames)).toEqual(['Pet', 'pet'].sort(compareSchemaNames))
  })
})
