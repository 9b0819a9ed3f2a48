import { parentPort, workerData } from 'node:worker_threads'
import { compileTheme, type ThemeCompileInput } from './theme-compile'

// The worker thread's entry (built as its own file, ../../dist/node/theme-compile-worker.js).
parentPort!.postMessage(compileTheme(workerData as ThemeCompileInput))
