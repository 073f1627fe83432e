import type { SessionRecord } from '@airlock/protocol'
import {
  type Address,
  BaseError,
  type Client,
  ContractFunctionRevertedError,
  erc20Abi,
  getAddress,
  type Hex,
  isAddress,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  getBlock,
  getContractEvents,
  readContract,
  simulateContract,
  waitForTransactionReceipt,
  writeContract,
} from 'viem/actions'
import { SessionChainUnsupportedError, SessionRevokeRefusedError } from '../errors/sessions.js'
import { sessionKeyValidatorAbi, sessionPeriodIndex } from './sessionKeyValidator.js'

type GrantedArgs = {
  id: Hex
  key: Address
  validAfter: number
  validUntil: number
  period: number
  permissions: readonly { target: Address; selector: Hex }[]
  limits: readonly { token: Address; amount: bigint }[]
}

/** One session of an account, as `GET /v1/sessions/{caipAddress}` lists it. */
export type { SessionRecord }

export type SessionChain = {
  chainId: number
  client: Client
  validator: Address
  /** Sends the revocations the owners signed (pays their gas). */
  relayer: () => Promise<PrivateKeyAccount>
}

export type SessionService = {
  list(caipAddress: string): Promise<SessionRecord[]>
  revoke(
    caipAddress: string,
    request: { pci: Hex; signature: Hex },
  ): Promise<{ transactionHash: Hex }>
}

/** A token's symbol and decimals, or nothing when its contract does not answer them. */
async function tokenOf(client: Client, token: Address) {
  try {
    const [symbol, decimals] = await Promise.all([
      readContract(client, { address: token, abi: erc20Abi, functionName: 'symbol' }),
      readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch {
    return {}
  }
}

/**
 * ERC-7715 sessions read from and revoked on chain: the `SessionKeyValidator`'s events are the
 * list (the whole policy is in `SessionGranted`), its state says revoked, the block's time says
 * expired; a revocation is the owner's EIP-712 signature relayed to `revokeFor`.
 *
 * @param parameters - The chains that have a session validator.
 * @returns The service.
 *
 * @example
 * const sessions = createSessionService({ chains: [{ chainId, client, validator, relayer }] })
 * await sessions.list('eip155:31337:0xADD1…')
 */
export function createSessionService({
  chains,
}: {
  chains: readonly SessionChain[]
}): SessionService {
  const resolve = (caipAddress: string) => {
    const match = /^eip155:(\d{1,12}):(0x[0-9a-fA-F]{40})$/.exec(caipAddress)
    const chain = match && chains.find((entry) => entry.chainId === Number(match[1]))
    if (!match?.[2] || !chain || !isAddress(match[2], { strict: false }))
      throw new SessionChainUnsupportedError({ caipAddress })
    return { chain, account: getAddress(match[2]) }
  }

  return {
    async list(caipAddress) {
      const { chain, account } = resolve(caipAddress)
      const events = {
        address: chain.validator,
        abi: sessionKeyValidatorAbi,
        fromBlock: 0n,
      } as const
      const [granted, revoked, block] = await Promise.all([
        getContractEvents(chain.client, {
          ...events,
          eventName: 'SessionGranted',
          args: { account },
        }),
        getContractEvents(chain.client, {
          ...events,
          eventName: 'SessionRevoked',
          args: { account },
        }),
        getBlock(chain.client, { blockTag: 'latest' }),
      ])
      const now = Number(block.timestamp)
      const revokedIds = new Set(revoked.map((log) => log.args.id))
      return Promise.all(
        granted.map(async (log) => {
          // Every field of a mined SessionGranted log is there (viem types them as optional).
          const args = log.args as GrantedArgs
          const policy = {
            validAfter: Number(args.validAfter),
            validUntil: Number(args.validUntil),
            period: Number(args.period),
          }
          const periodIndex = sessionPeriodIndex(policy, now)
          const limits = await Promise.all(
            args.limits.map(async (limit) => {
              const usage = await readContract(chain.client, {
                address: chain.validator,
                abi: sessionKeyValidatorAbi,
                functionName: 'getUsage',
                args: [args.id, limit.token, account],
              })
              const spent = usage.periodIndex === periodIndex ? usage.spent : 0n
              return {
                token: limit.token,
                amount: limit.amount.toString(),
                spentThisPeriod: spent.toString(),
                // The token as people read it ("10 USDC"); left out when the contract does not say.
                ...(await tokenOf(chain.client, limit.token)),
              }
            }),
          )
          const status: SessionRecord['status'] = revokedIds.has(args.id)
            ? 'revoked'
            : now >= policy.validUntil
              ? 'expired'
              : 'active'
          return {
            pci: args.id,
            caipAddress: `eip155:${chain.chainId}:${account}`,
            chainId: chain.chainId,
            signer: args.key,
            ...policy,
            permissions: args.permissions.map(({ target, selector }) => ({ target, selector })),
            limits,
            status,
            grantedIn: log.transactionHash,
          }
        }),
      )
    },

    async revoke(caipAddress, { pci, signature }) {
      const { chain, account } = resolve(caipAddress)
      const relayer = await chain.relayer()
      let request: Parameters<typeof writeContract>[1]
      try {
        ;({ request } = await simulateContract(chain.client, {
          account: relayer,
          address: chain.validator,
          abi: sessionKeyValidatorAbi,
          functionName: 'revokeFor',
          args: [account, pci, signature],
        }))
      } catch (error) {
        const reverted =
          error instanceof BaseError
            ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
            : undefined
        const name = (reverted as ContractFunctionRevertedError | undefined)?.data?.errorName
        if (name === 'NotAccountOwner')
          throw new SessionRevokeRefusedError({
            reason: 'not signed by the account’s owner',
            status: 403,
          })
        if (name === 'UnknownSession')
          throw new SessionRevokeRefusedError({
            reason: `no session ${pci} on ${caipAddress}`,
            status: 404,
          })
        throw error
      }
      const transactionHash = await writeContract(chain.client, {
        ...request,
        chain: null,
      } as never)
      await waitForTransactionReceipt(chain.client, { hash: transactionHash })
      return { transactionHash }
    },
  }
}
