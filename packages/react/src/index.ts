export {
  ConnectButton,
  type ConnectButtonProps,
} from './components/ConnectButton/ConnectButton.js'
export {
  AirlockProvider,
  type AirlockProviderProps,
  type Translate,
  useAirlock,
  useMessages,
} from './context/AirlockProvider.js'
export { useAirlockState } from './hooks/useAirlockState.js'
export { useAccount, useConnectors } from './hooks/useEip155.js'
export { en, type MessageId, type Messages } from './locales/en.js'
