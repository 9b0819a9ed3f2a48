import { mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import ImagePreview from './ImagePreview.vue'
import { stubObjectUrls } from '../testUtils'

describe('ImagePreview', () => {
  let urls: ReturnType<typeof stubObjectUrls>
  beforeEach(() => {
    urls = stubObjectUrls()
  })
  afterEach(() => urls.restore())

  it('previews the blob through an object URL with its type and size', () => {
    const blob = new Blob([new Uint8Array(1280)], { type: 'image/png' })
    const wrapper = mount(ImagePreview, { props: { blob } })
    expect(urls.create).toHaveBeenCalledWith(blob)
    const img = wrapper.get('img')
    expect(img.attributes('src')).toBe('blob:test/1')
    expect(img.attributes('alt')).toBe('Response image')
    expect(wrapper.get('figcaption').text()).toBe('image/png · 1.25 KB')
  })

  it('revokes the URL when the image changes and on unmount', async () => {
    const wrapper = mount(ImagePreview, { props: { blob: new Blob(['a'], { type: 'image/gif' }) } })
    await wrapper.setProps({ blob: new Blob(['b'], { type: 'image/gif' }) })
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1')
    expect(wrapper.get('img').attributes('src')).toBe('blob:test/2')
    wrapper.unmount()
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/2')
  })

  it('says when the image cannot be shown', async () => {
    const wrapper = mount(ImagePreview, { props: { blob: new Blob(['x'], { type: 'image/png' }) } })
    await wrapper.get('img').trigger('error')
    expect(wrapper.find('img').exists()).toBe(false)
    expect(wrapper.text()).toContain('cannot be previewed')
  })
})
