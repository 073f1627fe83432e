// The on-ramp's part of the public API, re-exported by `src/index.ts`.
export { cancelOnRampPurchase } from './cancelOnRampPurchase.js'
export { initialOnRampState } from './initialOnRampState.js'
export { isOnRampRestricted } from './isOnRampRestricted.js'
export {
  type LoadOnRampOptionsErrorType,
  type LoadOnRampOptionsParameters,
  loadOnRampOptions,
} from './loadOnRampOptions.js'
export {
  type LoadOnRampProvidersErrorType,
  type LoadOnRampProvidersParameters,
  loadOnRampProviders,
} from './loadOnRampProviders.js'
export {
  fitOnRampToAccount,
  type OnRampAccount,
  onRampAccount,
  onRampDeliversTo,
  onRampNetworkChain,
  onRampProvidersFor,
} from './onRampAccount.js'
export { type OpenOnRampPopupParameters, openOnRampPopup } from './openOnRampPopup.js'
export { type QuoteOnRampParameters, quoteOnRamp } from './quoteOnRamp.js'
export {
  type SelectOnRampCurrencyParameters,
  selectOnRampCurrency,
} from './selectOnRampCurrency.js'
export { setOnRampAmount } from './setOnRampAmount.js'
export {
  type OnRampPopup,
  type StartOnRampPurchaseParameters,
  type StartOnRampPurchaseReturnType,
  startOnRampPurchase,
} from './startOnRampPurchase.js'
export {
  type ValidateOnRampAmountParameters,
  validateOnRampAmount,
} from './validateOnRampAmount.js'
export type {
  OnRampOutcome,
  OnRampWindow,
  WaitForOnRampPurchaseParameters,
} from './waitForOnRampPurchase.js'
