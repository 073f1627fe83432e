// The swap's chunk: its three views, their styles, and the swap's core code (the convert client,
// the state machine, the transaction checks), none of which the modal's chunk carries.

import { adoptSwapStyles } from './adoptSwapStyles.js'
import { SwapPreviewView } from './SwapPreviewView/SwapPreviewView.js'
import { SwapSelectTokenView } from './SwapSelectTokenView/SwapSelectTokenView.js'
import { SwapView } from './SwapView/SwapView.js'

export const swapViews = {
  Swap: SwapView,
  SwapSelectToken: SwapSelectTokenView,
  SwapPreview: SwapPreviewView,
} as const

export { adoptSwapStyles }
