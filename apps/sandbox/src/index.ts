export { createSandboxApp } from './createSandboxApp.js'
export { type StartSandboxOptions, startSandbox } from './startSandbox.js'
