// What the form needs to build a request, loaded on the first interaction (see loadBuilder.ts).
export { buildRequest } from '../../../core/request/request'
export { expandPath } from '../../../core/params/path'
