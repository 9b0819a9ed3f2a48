// The default theme leaves the sidebar scrolled to its top. In a spec whose sidebar holds a
// hundred sections, the page's own link, opened once its section and tag load, is then far below
// the fold: the sidebar is scrolled to show it, as a reader arriving from a search expects.

/** Scrolls the sidebar (not the page) so that the current page's link is in view. */
export function revealActiveLink(): void {
  const sidebar = document.querySelector<HTMLElement>('.VPSidebar')
  const link = sidebar?.querySelector<HTMLElement>('.VPSidebarItem.is-active > .item .link')
  if (!sidebar || !link || sidebar.scrollHeight <= sidebar.clientHeight) return
  const box = sidebar.getBoundingClientRect()
  const at = link.getBoundingClientRect()
  if (at.top >= box.top && at.bottom <= box.bottom) return
  sidebar.scrollTop += at.top - box.top - sidebar.clientHeight / 3
}
