import type { App } from 'vue'
import ReferenceComponent from './ReferenceComponent.vue'
import ReferenceCssVariables from './ReferenceCssVariables.vue'
import ReferenceItems from './ReferenceItems.vue'
import './reference.css'

/** Registers the components the reference pages (docs/reference/) render the generated data with. */
export function registerReference(app: App): void {
  app.component('ReferenceComponent', ReferenceComponent)
  app.component('ReferenceItems', ReferenceItems)
  app.component('ReferenceCssVariables', ReferenceCssVariables)
}
