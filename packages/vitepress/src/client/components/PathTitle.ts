import { h, type FunctionalComponent, type VNodeArrayChildren } from 'vue'

// An operation's title where it is its path (no summary: Stripe's, Kubernetes'): a line may
// break after each `/`. Browsers break no line between `/` and `{` (Unicode's line breaking,
// UAX #14, https://www.unicode.org/reports/tr14/), and cut `{namespace}` in two at the
// heading's edge. Any other title is its text alone, rendered exactly as `{{ title }}` is.

/** An operation's title, with a line break allowed after each `/` when it is the path. */
const PathTitle: FunctionalComponent<{ title: string; path: string }> = ({ title, path }) => {
  const parts = title === path ? title.split(/(?<=\/)/) : [title]
  if (parts.length === 1) return title
  return parts.flatMap((part, i): VNodeArrayChildren => (i ? [h('wbr'), part] : [part]))
}
PathTitle.props = ['title', 'path']

export default PathTitle
