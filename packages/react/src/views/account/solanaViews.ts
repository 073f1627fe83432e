// The Solana account's chunk: its part of the Account view (address, balances, Send SOL), which
// the modal's chunk does not carry; it loads only once a Solana wallet is connected.
import { SolanaAccount } from './AccountView/SolanaAccount.js'

export const views = { SolanaAccount } as const
