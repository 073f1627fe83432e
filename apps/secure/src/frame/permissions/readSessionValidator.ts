import { type Address, type Chain, type PublicClient, parseAbi, type Transport } from 'viem'

const abi = parseAbi([
  'function sessionValidator() view returns (address)',
  'function accountImplementation() view returns (address)',
])

/**
 * The `SessionKeyValidator` a smart account defers session-signed operations to: the account's
 * own `sessionValidator()` once deployed; before that its factory's implementation's (the grant
 * may be the account's first operation). `undefined` when the account is not a `SessionAccount`
 * (a plain SimpleAccount cannot enforce a session, so none is granted to it).
 *
 * @param parameters - The chain's client, the account, whether it is deployed, its factory.
 * @returns The validator's address, or `undefined`.
 *
 * @example
 * import { readSessionValidator } from './frame/permissions/readSessionValidator.js'
 * await readSessionValidator({ client, account, deployed: true })
 */
export async function readSessionValidator({
  client,
  account,
  deployed,
  factory,
}: {
  client: PublicClient<Transport, Chain>
  account: Address
  deployed: boolean
  /** The account's factory, asked while the account has no code. */
  factory?: Address | undefined
}): Promise<Address | undefined> {
  const read = (address: Address, functionName: 'sessionValidator' | 'accountImplementation') =>
    client.readContract({ address, abi, functionName }).catch(() => undefined)
  if (deployed) return read(account, 'sessionValidator')
  const implementation = factory && (await read(factory, 'accountImplementation'))
  return implementation ? read(implementation, 'sessionValidator') : undefined
}
