// The on-ramp's chunk: its views, their styles, and the provider loading the Account view needs
// to decide on Buy (so the on-ramp client stays out of the modal's chunk).
import { type Airlock, loadOnRampProviders } from '@airlock/core'
import { onRampApiOf } from '../../utils/onRampApiOf.js'
import { adoptOnRampStyles } from './adoptOnRampStyles.js'
import { BuyInProgressView } from './BuyInProgressView/BuyInProgressView.js'
import { OnRampActivityView } from './OnRampActivityView/OnRampActivityView.js'
import { OnRampFiatSelectView } from './OnRampFiatSelectView/OnRampFiatSelectView.js'
import { OnRampProvidersView } from './OnRampProvidersView/OnRampProvidersView.js'
import { OnRampTokenSelectView } from './OnRampTokenSelectView/OnRampTokenSelectView.js'

export const onRampViews = {
  OnRampProviders: OnRampProvidersView,
  OnRampTokenSelect: OnRampTokenSelectView,
  OnRampFiatSelect: OnRampFiatSelectView,
  BuyInProgress: BuyInProgressView,
  OnRampActivity: OnRampActivityView,
} as const

export { adoptOnRampStyles }

/** Loads the providers into the client's state (see `loadOnRampProviders`). */
export const loadProviders = (airlock: Airlock, signal: AbortSignal) =>
  loadOnRampProviders(airlock, { api: onRampApiOf(airlock), signal })
