import {
  type Address,
  encodeDeployData,
  getContractAddress,
  type Hex,
  keccak256,
  pad,
  toBytes,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { loadArtifacts } from './loadArtifacts.js'

// ERC-4337 on the devnet: EntryPoint v0.8 and its SimpleAccountFactory, both the published builds
// of `@account-abstraction/contracts` placed through the deterministic deployer with the salts
// they have on public chains, so they land at their canonical addresses; and our
// VerifyingPaymaster, also through that deployer. A key of its own sends these, so nothing
// account #0 or the ENS deployer deploys moves.

/** The deterministic deployment proxy anvil ships at genesis (CREATE2 with a caller's salt). */
export const deterministicDeployer: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt EntryPoint v0.8 was deployed with on public chains. */
export const entryPointSalt: Hex =
  '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/** EntryPoint v0.8's canonical address (viem's `entryPoint08Address`). */
export const entryPointAddress: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** The account-abstraction deployer key: public by design (derived from a fixed phrase), dev only. */
export const accountAbstractionDeployerKey: Hex = keccak256(
  toBytes('airlock devnet account abstraction deployer'),
)

/** Owner of the paymaster: the only one who may trust signers (`setSigner`) or move its deposit. */
export const accountAbstractionDeployer: Address = privateKeyToAddress(
  accountAbstractionDeployerKey,
)

/**
 * The paymaster signer the seed sponsors the demo account's operations with. Public by design, dev
 * only: a server trusts a key of its own (`trustPaymasterSigner`).
 */
export const seedPaymasterSignerKey: Hex = keccak256(toBytes('airlock devnet paymaster signer'))

/** Salt of the demo smart account: `factory.createAccount(smartAccountOwner, 0)`. */
export const demoSmartAccountSalt = 0n

/** ETH the paymaster holds on the EntryPoint (its deposit) and stakes, in wei. */
export const paymasterDeposit = 100n * 10n ** 18n
export const paymasterStake = 10n ** 18n
/** The stake's unlock delay: one day, ERC-7562's minimum for a staked entity. */
export const paymasterUnstakeDelaySeconds = 86_400

/**
 * The creation code (with constructor arguments) and salt of each contract placed through the
 * deterministic deployer.
 *
 * @returns EntryPoint, factory, paymaster, session-key validator and session-account factory, in
 *   deployment order.
 *
 * @example
 * import { accountAbstractionDeployments } from './accountAbstractionDeployment.js'
 * accountAbstractionDeployments().map((entry) => entry.key) // ['entryPoint', 'smartAccountFactory', 'paymaster']
 */
export function accountAbstractionDeployments() {
  const { entryPoint, simpleAccountFactory, verifyingPaymaster, sessionKeyValidator } =
    loadArtifacts()
  const sessionKeyValidatorAddress = getContractAddress({
    opcode: 'CREATE2',
    from: deterministicDeployer,
    salt: pad('0x0'),
    bytecode: sessionKeyValidator.bytecode,
  })
  return [
    { key: 'entryPoint', salt: entryPointSalt, data: entryPoint.bytecode },
    {
      key: 'smartAccountFactory',
      salt: pad('0x0'),
      data: encodeDeployData({ ...simpleAccountFactory, args: [entryPointAddress] }),
    },
    {
      key: 'paymaster',
      salt: pad('0x0'),
      data: encodeDeployData({
        ...verifyingPaymaster,
        args: [entryPointAddress, accountAbstractionDeployer],
      }),
    },
    // ERC-7715 sessions enforced on chain: our SessionKeyValidator, and the factory of
    // SessionAccount (a SimpleAccount that consults it for session-signed operations).
    {
      key: 'sessionKeyValidator',
      salt: pad('0x0'),
      data: sessionKeyValidator.bytecode,
      gas: 2_500_000n,
    },
    {
      key: 'sessionAccountFactory',
      salt: pad('0x0'),
      data: encodeDeployData({
        ...loadArtifacts().sessionAccountFactory,
        args: [entryPointAddress, sessionKeyValidatorAddress],
      }),
      gas: 4_000_000n,
    },
  ] as const
}

export type AccountAbstractionContractKey = ReturnType<
  typeof accountAbstractionDeployments
>[number]['key']

/**
 * The account-abstraction contracts' addresses on every devnet chain (CREATE2 through the
 * deterministic deployer).
 *
 * @returns `entryPoint` (`0x4337…f108`), `smartAccountFactory` (`0x13E9…5944`) and `paymaster`.
 *
 * @example
 * import { accountAbstractionAddresses } from './accountAbstractionDeployment.js'
 * accountAbstractionAddresses().entryPoint // 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108
 */
export function accountAbstractionAddresses(): Record<AccountAbstractionContractKey, Address> {
  return Object.fromEntries(
    accountAbstractionDeployments().map(({ key, salt, data }) => [
      key,
      getContractAddress({ opcode: 'CREATE2', from: deterministicDeployer, salt, bytecode: data }),
    ]),
  ) as Record<AccountAbstractionContractKey, Address>
}
