// A description with more tags than a sidebar lists, named as Microsoft Graph names them
// (`area3.res4` shows as `res4` under `area3`): `areas` areas of `perArea` tags, one operation
// each, `get-<area>-<tag>`, summarised `Resource <area>.<tag>`.

/** The description's JSON text. */
export function manyTagsSpec(areas: number, perArea: number): string {
  const paths: Record<string, unknown> = {}
  for (let area = 0; area < areas; area++)
    for (let tag = 0; tag < perArea; tag++)
      paths[`/area${area}/res${tag}`] = {
        get: {
          operationId: `get-${area}-${tag}`,
          summary: `Resource ${area}.${tag}`,
          tags: [`area${area}.res${tag}`],
          responses: { '204': { description: 'Done.' } },
        },
      }
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Many tags', version: '1' }, paths })
}
