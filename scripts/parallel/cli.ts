// `tsx scripts/parallel/cli.ts 'npm run lint' 'npm run typecheck'`: the commands at once, the
// exit code non-zero if any failed (see parallel.ts).
import { runAll, summary } from './parallel'

const outcomes = await runAll(process.argv.slice(2))
for (const { command, output } of outcomes) process.stdout.write(`\n> ${command}\n${output}`)
console.log(`\n${summary(outcomes)}`)
process.exitCode = outcomes.some(({ code }) => code !== 0) ? 1 : 0
