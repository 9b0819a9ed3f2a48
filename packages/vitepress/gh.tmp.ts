import { loadSpec } from './src/node/load'
import { buildSpecModel, operationPageData, schemaPageData } from './src/node/model/spec'
const t0 = performance.now()
const loaded = await loadSpec(
  {
    name: 'github',
    spec: 'node_modules/@octokit/openapi/generated/api.github.com.json',
    prefix: '/github',
  },
  process.cwd(),
)
const t1 = performance.now()
const model = buildSpecModel(loaded)
const t2 = performance.now()
for (const op of model.operations) operationPageData(model, op)
const t3 = performance.now()
for (const name of Object.keys(model.schemas)) schemaPageData(model, name)
const t4 = performance.now()
console.log({ load: t1 - t0, model: t2 - t1, opPages: t3 - t2, schemaPages: t4 - t3 })
