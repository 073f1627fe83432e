import { createConfig, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { createAirlock } from '../createAirlock.js'
import { NetworksMismatchError } from '../errors/adapter.js'
import { resolveNetworks } from './resolveNetworks.js'

const chain = (id: number) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
  })
const [one, two, three] = [chain(31337), chain(31338), chain(1)]
const wagmiConfig = (chains: readonly [ReturnType<typeof chain>, ...ReturnType<typeof chain>[]]) =>
  createConfig({
    chains,
    transports: Object.fromEntries(chains.map((entry) => [entry.id, http()])),
  })

describe('resolveNetworks', () => {
  it('takes the wagmi config chains when no networks are given', () => {
    expect(resolveNetworks({ wagmiConfig: wagmiConfig([one, two]) })?.map(({ id }) => id)).toEqual([
      31337, 31338,
    ])
  })

  it('keeps networks that match the wagmi config in any order', () => {
    expect(
      resolveNetworks({ networks: [two, one], wagmiConfig: wagmiConfig([one, two]) })?.map(
        ({ id }) => id,
      ),
    ).toEqual([31338, 31337])
  })

  it('refuses networks the wagmi config lacks, and chains of the wagmi config networks lack, naming both', () => {
    const refusal = (() => {
      try {
        resolveNetworks({ networks: [one, three], wagmiConfig: wagmiConfig([one, two]) })
      } catch (error) {
        return error
      }
    })()
    expect(refusal).toBeInstanceOf(NetworksMismatchError)
    expect((refusal as NetworksMismatchError).missingFromWagmi).toEqual([1])
    expect((refusal as NetworksMismatchError).missingFromNetworks).toEqual([31338])
    expect((refusal as Error).message).toContain(
      '`networks` and the wagmi config must list the same chains',
    )
  })

  it('makes createAirlock refuse a mismatch at start-up, not lock the modal later', () => {
    expect(() =>
      createAirlock({ projectId: 'dev', networks: [three], wagmiConfig: wagmiConfig([one]) }),
    ).toThrow(NetworksMismatchError)
  })

  it('leaves networks alone without a wagmi config', () => {
    expect(resolveNetworks({ networks: [three] })).toEqual([three])
    expect(resolveNetworks({})).toBeUndefined()
  })
})
