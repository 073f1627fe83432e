import {
  type Address,
  concat,
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
  namehash,
  numberToHex,
  recoverAddress,
  toHex,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { answerGatewayRequest, type GatewayContext, gatewayAbi } from './answerGatewayRequest.js'
import { createGatewayAnswerCache } from './createGatewayAnswerCache.js'
import type { NameRepository, StoredName } from './createNameRepository.js'

const zone = 'airlock.test'
const name = `alice.${zone}`
const resolver = '0x00000000000000000000000000000000000000aa' as Address
const otherResolver = '0x00000000000000000000000000000000000000bb' as Address
const alice = privateKeyToAccount(generatePrivateKey()).address
const bob = privateKeyToAccount(generatePrivateKey()).address
const addrCall = encodeFunctionData({
  abi: gatewayAbi,
  functionName: 'resolve',
  args: [
    toHex(packetToBytes(name)),
    encodeFunctionData({ abi: gatewayAbi, functionName: 'addr', args: [namehash(name)] }),
  ],
}).toLowerCase() as Hex

/** A name store in memory whose rows a test changes, counting lookups. */
function memoryNames(rows: Map<string, Address>) {
  let lookups = 0
  const row = (address: Address): StoredName => ({
    name,
    address,
    coinType: 60,
    attributes: {},
    signedAt: 0,
    registeredAt: new Date(0),
    updatedAt: new Date(0),
  })
  const names = {
    async get(wanted: string) {
      lookups++
      const address = rows.get(wanted)
      return address ? row(address) : undefined
    },
    async listByAddress() {
      return []
    },
  } as unknown as NameRepository
  return { names, lookups: () => lookups }
}

/** A gateway context on a clock the test moves, counting signatures. */
function gateway(rows: Map<string, Address>, ttlSeconds = 300) {
  const key = privateKeyToAccount(generatePrivateKey())
  let signatures = 0
  let clock = 1_800_000_000_000
  const { names, lookups } = memoryNames(rows)
  const context: GatewayContext = {
    names,
    zone,
    signer: {
      ...key,
      sign: (parameters) => {
        signatures++
        return key.sign(parameters)
      },
    },
    ttlSeconds,
    now: () => clock,
    cache: createGatewayAnswerCache(),
  }
  return {
    context,
    signer: key.address,
    signatures: () => signatures,
    lookups,
    nowSeconds: () => Math.floor(clock / 1000),
    advance: (seconds: number) => {
      clock += seconds * 1000
    },
  }
}

/** The answer's parts, and who signed it for `sender` and `callData`. */
async function open(data: Hex, sender: Address, callData: Hex) {
  const [result, expires, signature] = decodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    data,
  )
  const hash = keccak256(
    concat([
      '0x1900',
      sender,
      numberToHex(expires, { size: 8 }),
      keccak256(callData),
      keccak256(result),
    ]),
  )
  const [address] = decodeAbiParameters([{ type: 'address' }], result)
  return { address, expires, signer: await recoverAddress({ hash, signature }) }
}

describe('answerGatewayRequest with an answer cache', () => {
  it('signs a request once and answers it again from the cache, still checking the record', async () => {
    const test = gateway(new Map([[name, alice]]))
    const request = { sender: resolver, callData: addrCall }
    const first = await answerGatewayRequest(test.context, request)
    test.advance(10)
    const second = await answerGatewayRequest(test.context, request)
    expect(second).toBe(first)
    expect(test.signatures()).toBe(1)
    // The record is read for every request: the cache never answers for the store.
    expect(test.lookups()).toBe(2)
    expect(await open(second, resolver, addrCall)).toEqual({
      address: alice,
      expires: BigInt(test.nowSeconds() - 10 + 300),
      signer: test.signer,
    })
  })

  it("answers a name's new record at once after it changes, never the cached one", async () => {
    const rows = new Map([[name, alice]])
    const test = gateway(rows)
    const request = { sender: resolver, callData: addrCall }
    expect((await open(await answerGatewayRequest(test.context, request), ...args())).address).toBe(
      alice,
    )
    rows.set(name, bob)
    expect((await open(await answerGatewayRequest(test.context, request), ...args())).address).toBe(
      bob,
    )
    rows.delete(name)
    const gone = await open(await answerGatewayRequest(test.context, request), ...args())
    expect(gone).toMatchObject({ address: zeroAddress, signer: test.signer })
    expect(test.signatures()).toBe(3)
  })

  it('signs anew before a cached answer has less than half its validity, or the max-age, left', async () => {
    const test = gateway(new Map([[name, alice]]))
    const request = { sender: resolver, callData: addrCall }
    const first = await answerGatewayRequest(test.context, request)
    test.advance(150)
    expect(await answerGatewayRequest(test.context, request)).toBe(first)
    test.advance(1)
    const renewed = await open(await answerGatewayRequest(test.context, request), ...args())
    expect(renewed.expires).toBe(BigInt(test.nowSeconds() + 300))
    expect(test.signatures()).toBe(2)
    // Short-lived answers (valid no longer than the 60 s a client may keep them) are never reused.
    const short = gateway(new Map([[name, alice]]), 60)
    await answerGatewayRequest(short.context, request)
    short.advance(1)
    const again = await open(await answerGatewayRequest(short.context, request), ...args())
    expect(again.expires).toBe(BigInt(short.nowSeconds() + 60))
    expect(short.signatures()).toBe(2)
  })

  it('keeps answers apart by resolver: each is signed for its own sender', async () => {
    const test = gateway(new Map([[name, alice]]))
    const mine = await answerGatewayRequest(test.context, { sender: resolver, callData: addrCall })
    const theirs = await answerGatewayRequest(test.context, {
      sender: otherResolver,
      callData: addrCall,
    })
    expect(theirs).not.toBe(mine)
    expect((await open(theirs, otherResolver, addrCall)).signer).toBe(test.signer)
    expect((await open(mine, resolver, addrCall)).signer).toBe(test.signer)
  })

  it('refuses malformed call data every time, cached or not', async () => {
    const test = gateway(new Map([[name, alice]]))
    const request = { sender: resolver, callData: '0x12345678' as Hex }
    await expect(answerGatewayRequest(test.context, request)).rejects.toThrow(/unsupported/)
    await expect(answerGatewayRequest(test.context, request)).rejects.toThrow(/unsupported/)
  })
})

function args(): [Address, Hex] {
  return [resolver, addrCall]
}
