import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { expect, test } from 'vitest'
import { buildSolTransfer } from './buildSolTransfer.js'

const from = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const to = 'CuieVDEDtLo7FypA9SbLM9saXFdb1dsshEkyErMqkRQq'

test('is a System transfer of the lamports, paid by the sender, waiting for its signature', () => {
  const bytes = buildSolTransfer({
    from,
    to,
    amount: 500_000_000n,
    lifetime: {
      blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
      lastValidBlockHeight: 10n,
    },
  })
  const transaction = getTransactionDecoder().decode(bytes)
  expect(Object.entries(transaction.signatures)).toEqual([[from, null]])
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  expect(message.staticAccounts).toEqual([from, to, '11111111111111111111111111111111'])
  expect(message.lifetimeToken).toBe('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N')
  if (message.version !== 0) throw new Error(`a v${message.version} message`)
  const [instruction] = message.instructions
  expect(instruction?.programAddressIndex).toBe(2)
  // Transfer (2, u32 LE) then 500_000_000 lamports (u64 LE).
  expect(getBase58Decoder().decode(instruction?.data ?? new Uint8Array())).toBe(
    getBase58Decoder().decode(new Uint8Array([2, 0, 0, 0, 0, 101, 205, 29, 0, 0, 0, 0])),
  )
})
