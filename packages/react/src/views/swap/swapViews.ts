// The swap's chunk: its three views, their styles, and the swap's core code (the convert client,
// the state machine, the transaction checks), none of which the modal's chunk carries.

import { createStyleAdopter } from '../../utils/createStyleAdopter.js'
import { SwapPreviewView } from './SwapPreviewView/SwapPreviewView.js'
import { SwapSelectTokenView } from './SwapSelectTokenView/SwapSelectTokenView.js'
import { SwapView } from './SwapView/SwapView.js'
import { swapStyles } from './swapStyles.js'

export const views = {
  Swap: SwapView,
  SwapSelectToken: SwapSelectTokenView,
  SwapPreview: SwapPreviewView,
} as const

export const adoptStyles = createStyleAdopter(swapStyles)
