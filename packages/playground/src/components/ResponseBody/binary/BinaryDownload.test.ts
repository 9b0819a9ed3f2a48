import { mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import BinaryDownload from './BinaryDownload.vue'
import { stubObjectUrls } from '../testUtils'

describe('BinaryDownload', () => {
  let urls: ReturnType<typeof stubObjectUrls>
  beforeEach(() => {
    urls = stubObjectUrls()
  })
  afterEach(() => urls.restore())

  it('shows type and size and offers a download link', () => {
    const blob = new Blob([new Uint8Array(2048)], { type: 'application/pdf' })
    const wrapper = mount(BinaryDownload, {
      props: { blob, disposition: 'attachment; filename="report.pdf"' },
    })
    expect(wrapper.text()).toContain('application/pdf')
    expect(wrapper.text()).toContain('2 KB')
    const link = wrapper.get('a')
    expect(link.attributes('href')).toBe('blob:test/1')
    expect(link.attributes('download')).toBe('report.pdf')
    expect(link.attributes('aria-label')).toBe('Download report.pdf (2 KB)')
    wrapper.unmount()
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1')
  })

  it('names an unknown type, and the file from its type without Content-Disposition', () => {
    const wrapper = mount(BinaryDownload, { props: { blob: new Blob([new Uint8Array(3)]) } })
    expect(wrapper.text()).toContain('unknown type')
    expect(wrapper.get('a').attributes('download')).toBe('response.bin')
    const pdf = mount(BinaryDownload, {
      props: { blob: new Blob([new Uint8Array(3)], { type: 'application/pdf' }) },
    })
    expect(pdf.get('a').attributes('download')).toBe('response.pdf')
  })
})
