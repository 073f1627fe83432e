import { getBase58Encoder } from '@solana/kit'
import { SolanaRpcError } from '../errors/solana.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { decodeTokenAccount } from './decodeTokenAccount.js'
import { type EncodeSolanaAccountOptions, encodeSolanaAccount } from './encodeSolanaAccount.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import { readSolanaAccount } from './readSolanaAccount.js'
import type { SolanaAccountState } from './solanaAccountState.js'
import { programIds, solanaCoreVersion } from './solanaDefinition.js'
import type { SolanaRpcMethods } from './solanaRpcMethodTable.js'
import { solanaRpcParams } from './solanaRpcParams.js'

type Filter = { dataSize?: number; memcmp?: { offset: number; bytes: string; encoding?: string } }

/**
 * The account methods of the facade: balances, account data (base58, base64, jsonParsed),
 * token accounts by owner, token balances and supplies, program accounts with `dataSize` and
 * `memcmp` filters, and rent.
 *
 * @param ledger - The chain.
 * @returns Handlers by method name.
 *
 * @example
 * import { solanaAccountMethods } from './solanaAccountMethods.js'
 * solanaAccountMethods(ledger).getBalance([address]) // { context: { slot }, value: 1000000000n }
 */
export function solanaAccountMethods(ledger: SolanaLedger): SolanaRpcMethods {
  const { pubkey, config, array, integer } = solanaRpcParams
  const context = (options: Record<string, unknown> = {}) => {
    const slot = ledger.slot()
    if (typeof options.minContextSlot === 'number' && options.minContextSlot > slot)
      throw new SolanaRpcError({
        code: -32016,
        message: 'Minimum context slot has not been reached',
        data: { contextSlot: slot },
      })
    return { apiVersion: solanaCoreVersion, slot }
  }
  const read = (address: string) => readSolanaAccount(ledger.svm, address)
  const encodeOptions = (options: Record<string, unknown>): EncodeSolanaAccountOptions => ({
    encoding: options.encoding as EncodeSolanaAccountOptions['encoding'],
    dataSlice: options.dataSlice as EncodeSolanaAccountOptions['dataSlice'],
  })
  const encode = (account: SolanaAccountState | null, options: Record<string, unknown>) =>
    account && encodeSolanaAccount(ledger.svm, account, encodeOptions(options))
  const tokenAccount = (address: string) => {
    const account = read(address)
    const token = account && decodeTokenAccount(ledger.svm, account)
    if (!token)
      throw new SolanaRpcError({ code: -32602, message: 'Invalid param: not a Token account' })
    return token
  }
  const matches = (account: SolanaAccountState, filters: Filter[]) =>
    filters.every((filter) => {
      if (filter.dataSize !== undefined) return account.data.length === filter.dataSize
      if (filter.memcmp) {
        const { offset, bytes, encoding } = filter.memcmp
        const wanted =
          encoding === 'base64'
            ? Buffer.from(bytes, 'base64')
            : Buffer.from(getBase58Encoder().encode(bytes))
        return Buffer.from(account.data.subarray(offset, offset + wanted.length)).equals(wanted)
      }
      throw new SolanaRpcError({ code: -32602, message: 'Invalid params: unknown filter' })
    })
  const programAccounts = (program: string, filters: Filter[]) =>
    ledger.svm.getProgramAccounts(program as never).flatMap((account) => {
      const state = {
        lamports: account.lamports as bigint,
        owner: account.programAddress as string,
        executable: account.executable,
        data: account.data as Uint8Array,
      }
      return matches(state, filters) ? [{ pubkey: account.address as string, state }] : []
    })

  return {
    getBalance: (params) => {
      const address = pubkey(params[0])
      return { context: context(config(params, 1)), value: read(address)?.lamports ?? 0n }
    },
    getAccountInfo: (params) => {
      const address = pubkey(params[0])
      const options = config(params, 1)
      return { context: context(options), value: encode(read(address), options) }
    },
    getMultipleAccounts: (params) => {
      const addresses = array(params[0], 100).map(pubkey)
      const options = config(params, 1)
      return {
        context: context(options),
        value: addresses.map((address) => encode(read(address), options)),
      }
    },
    getMinimumBalanceForRentExemption: (params) =>
      ledger.svm.minimumBalanceForRentExemption(BigInt(integer(params[0] ?? 0, 'data length'))),
    getTokenAccountBalance: (params) => {
      const token = tokenAccount(pubkey(params[0]))
      return {
        context: context(config(params, 1)),
        value: formatTokenAmount(token.amount, token.decimals),
      }
    },
    getTokenSupply: (params) => {
      const account = read(pubkey(params[0]))
      const isMint =
        account &&
        (account.owner === programIds.token || account.owner === programIds.token2022) &&
        account.data.length >= 82 &&
        account.data[45] === 1
      if (!account || !isMint)
        throw new SolanaRpcError({ code: -32602, message: 'Invalid param: not a Token mint' })
      const supply = Buffer.from(account.data).readBigUInt64LE(36)
      return {
        context: context(config(params, 1)),
        value: formatTokenAmount(supply, account.data[44] ?? 0),
      }
    },
    getTokenAccountsByOwner: (params) => {
      const owner = pubkey(params[0])
      const filter = config(params, 1)
      const options = config(params, 2)
      let programs: string[]
      let mint: string | undefined
      if (typeof filter.mint === 'string') {
        mint = pubkey(filter.mint)
        const mintAccount = read(mint)
        programs = mintAccount ? [mintAccount.owner] : []
      } else if (typeof filter.programId === 'string') {
        const program = pubkey(filter.programId)
        if (program !== programIds.token && program !== programIds.token2022)
          throw new SolanaRpcError({
            code: -32602,
            message: 'Invalid param: unrecognized Token program id',
          })
        programs = [program]
      } else
        throw new SolanaRpcError({
          code: -32602,
          message: 'Invalid params: expected { mint } or { programId }',
        })
      const filters: Filter[] = [{ memcmp: { offset: 32, bytes: owner } }]
      if (mint) filters.push({ memcmp: { offset: 0, bytes: mint } })
      const value = programs.flatMap((program) =>
        programAccounts(program, filters)
          .filter(({ state }) => decodeTokenAccount(ledger.svm, state) !== null)
          .map(({ pubkey: address, state }) => ({
            pubkey: address,
            account: encode(state, options),
          })),
      )
      return { context: context(options), value }
    },
    getProgramAccounts: (params) => {
      const program = pubkey(params[0])
      const options = config(params, 1)
      const filters = (options.filters ?? []) as Filter[]
      if (!Array.isArray(filters) || filters.length > 4)
        throw new SolanaRpcError({
          code: -32602,
          message: 'Invalid params: too many filters provided; max 4',
        })
      const value = programAccounts(program, filters).map(({ pubkey: address, state }) => ({
        pubkey: address,
        account: encode(state, options),
      }))
      return options.withContext ? { context: context(options), value } : value
    },
  }
}
