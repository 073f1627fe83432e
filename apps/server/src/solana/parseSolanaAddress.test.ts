import { address, getProgramDerivedAddress } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { looksLikeSolanaAddress, parseSolanaAddress } from './parseSolanaAddress.js'

const alice = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'

describe('parseSolanaAddress', () => {
  it('takes a wallet, and any 32-byte account unless a wallet is required', async () => {
    expect(await parseSolanaAddress(alice, { wallet: true })).toBe(alice)
    // A program-derived address: off the curve, no key signs for it.
    const [ata] = await getProgramDerivedAddress({
      programAddress: address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
      seeds: [new TextEncoder().encode('airlock'), new TextEncoder().encode('not a wallet')],
    })
    expect(await parseSolanaAddress(ata)).toBe(ata)
    await expect(parseSolanaAddress(ata, { wallet: true })).rejects.toMatchObject({
      name: 'SolanaAddressOffCurveError',
      status: 400,
      shortMessage: `Solana address "${ata}" is not a wallet`,
    })
  })

  it('answers an address checked before as the first time: a wallet check after a plain one, a refusal again', async () => {
    const [pda] = await getProgramDerivedAddress({
      programAddress: address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
      seeds: [new TextEncoder().encode('airlock'), new TextEncoder().encode('asked twice')],
    })
    for (let round = 0; round < 2; round++) {
      expect(await parseSolanaAddress(pda)).toBe(pda)
      await expect(parseSolanaAddress(pda, { wallet: true })).rejects.toMatchObject({
        name: 'SolanaAddressOffCurveError',
      })
      expect(await parseSolanaAddress(alice, { wallet: true })).toBe(alice)
      await expect(parseSolanaAddress('z'.repeat(44))).rejects.toMatchObject({
        name: 'InvalidSolanaAddressError',
      })
    }
  })

  it('refuses what is not 32–44 base58 characters decoding to 32 bytes', async () => {
    for (const value of [
      alice.slice(0, 31),
      `${alice}zz`,
      `l${alice.slice(1)}`,
      'z'.repeat(44),
      '',
    ])
      await expect(parseSolanaAddress(value)).rejects.toMatchObject({
        name: 'InvalidSolanaAddressError',
        status: 400,
      })
    expect(looksLikeSolanaAddress(alice)).toBe(true)
    expect(looksLikeSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  })
})
