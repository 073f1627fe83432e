'use client'

export {
  AccountButton,
  AccountButtonRenderer,
  type AccountButtonRenderProps,
} from './components/AccountButton/AccountButton.js'
export {
  ConnectButton,
  type ConnectButtonProps,
  ConnectButtonRenderer,
  type ConnectButtonRendererProps,
  type ConnectButtonRenderProps,
} from './components/ConnectButton/ConnectButton.js'
export {
  NetworkButton,
  NetworkButtonRenderer,
  type NetworkButtonRenderProps,
} from './components/NetworkButton/NetworkButton.js'
export {
  type Translate,
  useAirlock,
  useLocale,
  useMessages,
} from './context/AirlockContext.js'
export { AirlockProvider, type AirlockProviderProps } from './context/AirlockProvider.js'
export { useAirlockState } from './hooks/useAirlockState.js'
export {
  type UseAccountParameters,
  type UseAccountReturnType,
  type UseNetworkReturnType,
  type UseSolanaAccountReturnType,
  useAccount,
  useConnectors,
  useDisconnect,
  useNetwork,
} from './hooks/useEip155.js'
export { type UseModalReturnType, useModal } from './hooks/useModal.js'
export { type UseSwapReturnType, useSwap } from './hooks/useSwap.js'
export { type UseThemeReturnType, useTheme } from './hooks/useTheme.js'
export { en, type MessageId, type Messages } from './locales/en.js'
export { type Locale, loadMessages, locales } from './locales/index.js'
