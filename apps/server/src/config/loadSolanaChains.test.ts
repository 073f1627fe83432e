import { describe, expect, it } from 'vitest'
import { defaultDevnet } from './defaultDevnet.js'
import { loadConfig } from './loadConfig.js'

const devnetSolana = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k'
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('Solana clusters in loadConfig', () => {
  it("serves the devnet's Solana chain only when a devnet is handed over", () => {
    expect(loadConfig({}).solanaChains).toEqual([])
    expect(loadConfig({}, { devnet: defaultDevnet() }).solanaChains).toEqual([
      {
        caipNetworkId: devnetSolana,
        name: 'Airlock Solana Devnet',
        rpcUrl: 'http://127.0.0.1:8899',
      },
    ])
  })

  it('adds or overrides a cluster with RPC_URL_solana:<ref> (or RPC_URL_solana_<ref>)', () => {
    const config = loadConfig(
      {
        [`RPC_URL_${mainnet}`]: 'https://solana.example.org/?key=secret',
        [`RPC_URL_solana_${devnetSolana.slice(7)}`]: 'http://facade:8899',
      },
      { devnet: defaultDevnet() },
    )
    expect(config.solanaChains).toEqual([
      { caipNetworkId: devnetSolana, name: 'Airlock Solana Devnet', rpcUrl: 'http://facade:8899' },
      { caipNetworkId: mainnet, name: 'Solana', rpcUrl: 'https://solana.example.org/?key=secret' },
    ])
    // The EVM chains are untouched by the Solana variables.
    expect(config.chains.map((chain) => chain.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
  })

  it('names a bad reference or URL, with the key masked', () => {
    expect(() => loadConfig({ 'RPC_URL_solana:mainnet': 'https://solana.example.org' })).toThrow(
      'Invalid environment variable RPC_URL_solana:mainnet: expected RPC_URL_solana:<ref> with the 32 base58 characters of a CAIP-2 Solana id, such as RPC_URL_solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    let message = ''
    try {
      loadConfig({ [`RPC_URL_${mainnet}`]: 'ws://user:secret@solana.example.org' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/RPC_URL_solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp: expected an http/)
    expect(message).not.toContain('secret')
  })
})
