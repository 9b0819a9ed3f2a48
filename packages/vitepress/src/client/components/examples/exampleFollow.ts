// What makes an example follow the reader's picks, loaded together when the reader first picks
// a variant or an example: a page whose reader picks nothing never downloads it.
export { exampleFromSchema } from '../../../shared/examples/example'
export { resolveRef, variantSet } from '../../../shared/schema/variants'
export { exampleForVariant, offerExamples } from './offeredExamples'
