// `@airlock/protocol/payloads`: the frame protocol's payload schemas, one table per direction,
// keyed by message name (without the `@w3m-app/` or `@w3m-frame/` prefix). Tables of schemas
// rather than schemas, so apart from `@airlock/protocol/schemas` (whose every export is one); zod
// all the same, so never from the root. The secure origin checks what the modal asks with
// `appRequestPayloads`, the modal's frame client checks the answers with `frameSuccessPayloads`.

export { appRequestPayloads, frameSuccessPayloads } from './frame.js'
export { socialRequestPayloads, socialSuccessPayloads } from './social.js'
