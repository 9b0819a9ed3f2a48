import { describe, expect, it } from 'vitest'
import { useApiServer } from '../testing.ts'

const api = useApiServer()

describe('/xml', () => {
  it('answers an application/xml document', async () => {
    const response = await fetch(`${api.url}/xml`)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const text = await response.text()
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<catalog>')).toBe(true)
    expect(text.trimEnd().endsWith('</catalog>')).toBe(true)
  })
})
