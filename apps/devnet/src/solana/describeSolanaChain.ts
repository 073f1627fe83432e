import type { DevnetManifest } from '@airlock/protocol'
import { getBase58Decoder } from '@solana/kit'
import {
  programIds,
  solanaCaipNetworkId,
  solanaChainName,
  solanaDefaultPort,
  solanaDefaultWsPort,
  solanaGenesisHash,
} from './solanaDefinition.js'
import { solanaKeys, solanaTokenDefinitions } from './solanaDeployment.js'

export type DescribeSolanaChainParameters = {
  /** Defaults to 8899. */
  port?: number
  /** Defaults to 8900. */
  wsPort?: number
}

/**
 * The manifest entry of the Solana chain: CAIP-2 id, URLs, mints, demo accounts, and the faucet
 * and desk keys the server signs with (public devnet keys, derived from the devnet mnemonic).
 * Everything is deterministic, so no running chain is needed.
 *
 * @param parameters - Ports for the URLs.
 * @returns The `solana` entry of `devnet.json`.
 *
 * @example
 * import { describeSolanaChain } from './describeSolanaChain.js'
 * describeSolanaChain().rpcUrl // 'http://127.0.0.1:8899'
 */
export function describeSolanaChain({
  port = solanaDefaultPort,
  wsPort = solanaDefaultWsPort,
}: DescribeSolanaChainParameters = {}): NonNullable<DevnetManifest['solana']> {
  const keys = solanaKeys()
  const key = ({ address, derivationPath, secretKey }: (typeof keys)['desk']) => ({
    address,
    derivationPath,
    secretKey: getBase58Decoder().decode(secretKey),
  })
  return {
    caipNetworkId: solanaCaipNetworkId,
    name: solanaChainName,
    genesisHash: solanaGenesisHash,
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9, icon: 'tokens/SOL.svg' },
    tokens: solanaTokenDefinitions.map(({ key: token, symbol, name, decimals, icon, spam }) => ({
      address: keys.mints[token].address,
      symbol,
      name,
      decimals,
      icon,
      programId: programIds.token,
      spam,
    })),
    accounts: keys.users.map(({ index, address, label, derivationPath }) => ({
      index,
      address,
      label,
      derivationPath,
    })),
    faucet: key(keys.faucet),
    desk: key(keys.desk),
  }
}
