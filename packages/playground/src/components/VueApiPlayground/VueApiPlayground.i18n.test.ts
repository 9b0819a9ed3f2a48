import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { loadPlaygroundMessages } from '../../i18n/index'
import { VueApiPlaygroundPlugin } from '../../plugin'
import ApiResponse from '../ApiResponse/ApiResponse.vue'
import VueApiPlayground from './VueApiPlayground.vue'

const props = {
  url: 'https://api.example.com/items/{id}',
  method: 'post',
  data: [{ name: 'id', value: '', type: 'path' as const, required: true }],
}

describe('VueApiPlayground in another language', () => {
  it('takes a catalog through the messages prop', async () => {
    const fr = await loadPlaygroundMessages('fr')
    const wrapper = mount(VueApiPlayground, { props: { ...props, messages: fr } })
    expect(wrapper.get('.vap-send').text()).toBe('Envoyer')
    expect(wrapper.text()).toContain('Paramètres')
    expect(wrapper.text()).toContain('obligatoire')
    await wrapper.get('.vap-send').trigger('click')
    expect(wrapper.get('[role="alert"]').text()).toBe(
      'Non envoyée : le champ obligatoire "id" est vide.',
    )
  })

  it('takes messages from app.use, switches with a ref, and lets a prop override a word', async () => {
    const messages = ref(await loadPlaygroundMessages('de'))
    const wrapper = mount(VueApiPlayground, {
      props: { ...props, messages: { send: 'Los' } },
      global: { plugins: [[VueApiPlaygroundPlugin, { messages }]] },
    })
    expect(wrapper.get('.vap-send').text()).toBe('Los')
    expect(wrapper.get('.vap-heading').text()).toBe('Parameter')
    messages.value = await loadPlaygroundMessages('ja')
    await flushPromises()
    expect(wrapper.get('.vap-send').text()).toBe('Los')
    expect(wrapper.get('.vap-heading').text()).toBe('パラメーター')
  })

  it('keeps English without messages', () => {
    expect(mount(VueApiPlayground, { props }).get('.vap-send').text()).toBe('Send')
  })

  it('words the response panel in the language, sizes and durations included', async () => {
    const fr = await loadPlaygroundMessages('fr')
    const wrapper = mount(ApiResponse, {
      props: { status: 200, time: 1240, headers: {}, body: 'x', size: 1280, messages: fr },
    })
    for (let i = 0; i < 200 && !wrapper.find('.vap-response__size').exists(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      await flushPromises()
    }
    expect(wrapper.get('.vap-response__title').text()).toBe('Réponse')
    expect(wrapper.get('.vap-response__size').text()).toBe('Taille : 1,25\u202fko')
    expect(wrapper.get('.vap-response__time').text()).toBe('Durée : 1,24\u202fs')
  })
})
