import { describe, expect, it } from 'vitest'
import {
  emptyHeaderRow,
  fromHeaderRows,
  remainingItems,
  showsBodyEditor,
  toHeaderRows,
} from './requestForm'

describe('header rows', () => {
  it('round-trip a header map and drop rows without a name', () => {
    const rows = [...toHeaderRows({ Accept: 'text/plain', 'X-A': '1' }), emptyHeaderRow()]
    expect(new Set(rows.map((r) => r.id)).size).toBe(3)
    expect(fromHeaderRows(rows)).toEqual({ Accept: 'text/plain', 'X-A': '1' })
  })
})

describe('form rules', () => {
  it('remaining items exclude path, query, header and file', () => {
    const items = [
      { name: 'a', value: '', type: 'path' as const },
      { name: 'b', value: '' },
      { name: 'c', value: '', type: 'number' as const },
      { name: 'd', value: '', type: 'file' as const },
    ]
    expect(remainingItems(items).map((i) => i.name)).toEqual(['b', 'c'])
  })

  it('shows the body editor for typed bodies, and for JSON without fields', () => {
    const base = { method: 'post', body: undefined, items: [] }
    expect(showsBodyEditor({ ...base, contentType: undefined })).toBe(true)
    expect(showsBodyEditor({ ...base, contentType: 'text/plain' })).toBe(true)
    expect(showsBodyEditor({ ...base, contentType: 'multipart/form-data' })).toBe(false)
    expect(
      showsBodyEditor({ ...base, contentType: undefined, items: [{ name: 'x', value: '' }] }),
    ).toBe(false)
    expect(
      showsBodyEditor({
        ...base,
        contentType: undefined,
        body: '{}',
        items: [{ name: 'x', value: '' }],
      }),
    ).toBe(true)
    expect(showsBodyEditor({ ...base, method: 'get', contentType: 'text/plain' })).toBe(false)
  })
})
