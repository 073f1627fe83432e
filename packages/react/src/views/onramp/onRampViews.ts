// The on-ramp's chunk: its views and their styles.
import { createStyleAdopter } from '../../utils/createStyleAdopter.js'
import { BuyInProgressView } from './BuyInProgressView/BuyInProgressView.js'
import { OnRampActivityView } from './OnRampActivityView/OnRampActivityView.js'
import { OnRampFiatSelectView } from './OnRampFiatSelectView/OnRampFiatSelectView.js'
import { OnRampProvidersView } from './OnRampProvidersView/OnRampProvidersView.js'
import { OnRampTokenSelectView } from './OnRampTokenSelectView/OnRampTokenSelectView.js'
import { onRampStyles } from './onRampStyles.js'

export const views = {
  OnRampProviders: OnRampProvidersView,
  OnRampTokenSelect: OnRampTokenSelectView,
  OnRampFiatSelect: OnRampFiatSelectView,
  BuyInProgress: BuyInProgressView,
  OnRampActivity: OnRampActivityView,
} as const

export const adoptStyles = createStyleAdopter(onRampStyles)
