// Operations without tags are grouped by the resource their path names, as readers navigate
// URLs: `/v1/charges/{charge}/refunds` under `charges`. Segments that name no resource are
// passed over: versions (`v1`, `v2beta1`, `2`, `2024-01-01`), `api`, `apis`, `rest`, and path
// parameters (`{charge}`). Stripe's 452 operations, all under `/v1`, were one group of 452.

const NOT_RESOURCE = /^(?:v\d+(?:[a-z]+\d*)?|\d+(?:\.\d+)*|\d{4}-\d{2}-\d{2}|api|apis|rest)$/i

/** The sidebar group of an untagged operation: the first segment of its path naming a resource. */
export function pathResource(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return (
    segments.find((segment) => !segment.includes('{') && !NOT_RESOURCE.test(segment)) ??
    segments[0] ??
    'default'
  )
}
