export { createSecureApp, type SecureAppOptions } from './createSecureApp.js'
export { type StartSecureOptions, startSecure } from './startSecure.js'
