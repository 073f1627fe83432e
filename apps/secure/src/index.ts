export {
  type BuildFrameBundleParameters,
  buildFrameBundle,
  type FrameBundle,
} from './buildFrameBundle.js'
export { createSecureApp, type SecureAppOptions } from './createSecureApp.js'
export { type StartSecureOptions, startSecure } from './startSecure.js'
