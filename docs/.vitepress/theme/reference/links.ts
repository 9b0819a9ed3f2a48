import { inject, provide, type InjectionKey } from 'vue'

const LINKS: InjectionKey<Readonly<Record<string, string>>> = Symbol('reference links')

/** Makes the documented names linkable in the types shown below this component. */
export function provideTypeLinks(links: Readonly<Record<string, string>>): void {
  provide(LINKS, links)
}

/** Where each documented name is explained (page and anchor), by name. */
export function useTypeLinks(): Readonly<Record<string, string>> {
  return inject(LINKS, {})
}

/** A type's text cut into identifiers and the rest, each identifier with its link if it has one. */
export function linkTypeText(
  type: string,
  links: Readonly<Record<string, string>>,
): { text: string; href?: string }[] {
  return type
    .split(/([A-Za-z_$][\w$]*)/)
    .filter(Boolean)
    .map((text) => (Object.hasOwn(links, text) ? { text, href: links[text] } : { text }))
}
