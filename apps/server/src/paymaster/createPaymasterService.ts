import { type Address, type Client, concat, type Hex, numberToHex, pad, parseAbi } from 'viem'
import {
  entryPoint08Address,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { readContract } from 'viem/actions'
import type { RpcMethods } from '../bundler/handleBundlerRequest.js'
import { parseUserOperation } from '../bundler/parseUserOperation.js'
import type { Project } from '../db/createProjectRepository.js'
import type { SponsorshipRepository } from '../db/createSponsorshipRepository.js'
import { BundlerRpcError, bundlerErrorCodes, SponsorshipRefusedError } from '../errors/bundler.js'
import { resolveFeatureSettings } from '../projects/resolveFeatureSettings.js'
import { readCallTargets } from './readCallTargets.js'

const paymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])

/** How long a sponsorship signature stays valid. */
const sponsorshipValiditySeconds = 600
/** The paymaster's own validation gas (a signature check and one storage read), with margin. */
const paymasterVerificationGas = 60_000n
const stubSignature: Hex = `0x${'00'.repeat(65)}`

export type CreatePaymasterServiceParameters = {
  /** The VerifyingPaymaster of each chain that has one (the devnet manifest's `contracts.paymaster`). */
  paymasters: ReadonlyMap<number, { address: Address; client: Client }>
  /** The key the paymaster contracts trust (`paymaster-signer` in `KEYS_DIR`). */
  signer: () => Promise<PrivateKeyAccount>
  projects: { get(id: string): Promise<Project> }
  ledger: SponsorshipRepository
  /** Defaults to the clock. */
  now?: () => Date
}

/**
 * ERC-7677's paymaster service over our VerifyingPaymaster: `pm_getPaymasterStubData` and
 * `pm_getPaymasterData`, sponsoring what the project's policy allows — sponsorship on, every
 * called contract in `sponsorshipTargets` (when it lists any), and the sender's gas today within
 * `sponsorshipDailyGas` (counted as the signed operations' gas limits).
 *
 * @param parameters - Paymasters per chain, signer, projects and ledger.
 * @returns `methods({ chainId, projectId })`: the two methods for a request.
 *
 * @example
 * import { createPaymasterService } from './createPaymasterService.js'
 * const paymaster = createPaymasterService({ paymasters, signer, projects, ledger })
 * bundlerRoutes({ bundler, paymaster: paymaster.methods })
 */
export function createPaymasterService({
  paymasters,
  signer,
  projects,
  ledger,
  now = () => new Date(),
}: CreatePaymasterServiceParameters) {
  async function check(chainId: number, projectId: string | undefined, params: unknown[]) {
    const [value, entryPoint, requestChainId] = params
    if (
      typeof entryPoint !== 'string' ||
      entryPoint.toLowerCase() !== entryPoint08Address.toLowerCase()
    )
      throw new BundlerRpcError({
        code: bundlerErrorCodes.invalidParams,
        message: `Unsupported EntryPoint ${String(entryPoint)}: this paymaster serves ${entryPoint08Address} (v0.8)`,
      })
    if (requestChainId !== undefined && Number(requestChainId) !== chainId)
      throw new BundlerRpcError({
        code: bundlerErrorCodes.invalidParams,
        message: `Chain ${String(requestChainId)} is not this endpoint's chain ${chainId}`,
      })
    const paymaster = paymasters.get(chainId)
    if (!paymaster)
      throw new SponsorshipRefusedError({ reason: `chain ${chainId} has no paymaster` })
    if (!projectId)
      throw new SponsorshipRefusedError({ reason: 'no projectId in the paymaster URL' })
    const project = await projects.get(projectId).catch(() => undefined)
    if (!project) throw new SponsorshipRefusedError({ reason: `unknown project ${projectId}` })
    const policy = resolveFeatureSettings(project.features)
    if (!policy.sponsorship)
      throw new SponsorshipRefusedError({ reason: `project ${projectId} does not sponsor gas` })
    const operation = parseUserOperation(value, { requireGas: false })
    if (policy.sponsorshipTargets.length > 0) {
      const targets = readCallTargets(operation.callData)
      if (!targets)
        throw new SponsorshipRefusedError({ reason: 'the operation’s calls cannot be read' })
      const outside = targets.find((target) => !policy.sponsorshipTargets.includes(target))
      if (outside)
        throw new SponsorshipRefusedError({
          reason: `target ${outside} is outside the project’s policy`,
        })
    }
    const key = {
      projectId,
      chainId,
      sender: operation.sender,
      day: now().toISOString().slice(0, 10),
    }
    const spent = await ledger.spent(key)
    return { operation, paymaster, policy, key, spent }
  }

  return {
    methods({
      chainId,
      projectId,
    }: {
      chainId: number
      projectId: string | undefined
    }): RpcMethods {
      return {
        async pm_getPaymasterStubData(params) {
          const { paymaster, policy, spent } = await check(chainId, projectId, params)
          if (spent >= policy.sponsorshipDailyGas)
            throw new SponsorshipRefusedError({ reason: 'the sender’s daily gas budget is spent' })
          return {
            paymaster: paymaster.address,
            paymasterData: concat([pad('0x', { size: 12 }), stubSignature]),
            paymasterVerificationGasLimit: numberToHex(paymasterVerificationGas),
            paymasterPostOpGasLimit: '0x0',
            isFinal: false,
          }
        },
        async pm_getPaymasterData(params) {
          const { operation, paymaster, policy, key, spent } = await check(
            chainId,
            projectId,
            params,
          )
          const sponsored: UserOperation<'0.8'> = {
            ...operation,
            paymaster: paymaster.address,
            paymasterVerificationGasLimit:
              operation.paymasterVerificationGasLimit || paymasterVerificationGas,
            paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit ?? 0n,
          }
          const gas = Number(
            sponsored.preVerificationGas +
              sponsored.verificationGasLimit +
              sponsored.callGasLimit +
              (sponsored.paymasterVerificationGasLimit ?? 0n) +
              (sponsored.paymasterPostOpGasLimit ?? 0n),
          )
          if (spent + gas > policy.sponsorshipDailyGas)
            throw new SponsorshipRefusedError({
              reason: `over the sender’s daily gas budget (${spent} of ${policy.sponsorshipDailyGas} used, ${gas} asked)`,
            })
          const validUntil = Math.floor(now().getTime() / 1000) + sponsorshipValiditySeconds
          const window = concat([pad(numberToHex(validUntil), { size: 6 }), pad('0x', { size: 6 })])
          const hash = await readContract(paymaster.client, {
            address: paymaster.address,
            abi: paymasterAbi,
            functionName: 'getHash',
            args: [
              toPackedUserOperation({
                ...sponsored,
                paymasterData: concat([window, stubSignature]),
              }),
              validUntil,
              0,
            ],
          })
          const signature = await (await signer()).signMessage({ message: { raw: hash } })
          await ledger.record({ ...key, hash, gas })
          return {
            paymaster: paymaster.address,
            paymasterData: concat([window, signature]),
            paymasterVerificationGasLimit: numberToHex(
              sponsored.paymasterVerificationGasLimit ?? 0n,
            ),
            paymasterPostOpGasLimit: numberToHex(sponsored.paymasterPostOpGasLimit ?? 0n),
          }
        },
      }
    },
  }
}
