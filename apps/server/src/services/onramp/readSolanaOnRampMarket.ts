import { userMessages } from '@airlock/protocol'
import { isClientError } from '../../errors/http.js'
import { OnRampChainUnavailableError, OnRampPriceUnavailableError } from '../../errors/onramp.js'
import type { SolanaContext } from '../../solana/createSolanaContexts.js'
import type { OnRampMarket } from './readOnRampMarket.js'

/** A transaction's fee per signature, in lamports: the treasury's delivery has one. */
const lamportsPerSignature = 5_000n
/** The size of an SPL token account: what a delivery of a token may create for the buyer. */
const tokenAccountBytes = 165n

/**
 * What a purchase on a Solana cluster is priced with: the token's decimals and USD price and
 * SOL's, as the Solana balances report them (`resolveSolanaChains`), and the delivery's fee in
 * lamports — the signature, plus for an SPL token the rent of the buyer's token account, which the
 * delivery creates when the buyer has none (the cluster answers how much).
 *
 * @param solana - The served Solana clusters.
 * @param network - The provider's network entry of the purchase currency (`chain_id` `solana:…`,
 * `contract_address` the mint, or `''` for SOL).
 * @param currency - The purchase currency, for errors.
 * @returns What a quote is priced with.
 * @throws {OnRampPriceUnavailableError} 4xx for a cluster not served, an unknown mint or a token
 * without a price.
 * @throws {OnRampChainUnavailableError} 502 when the cluster does not answer.
 *
 * @example
 * import { readSolanaOnRampMarket } from './services/onramp/readSolanaOnRampMarket.js'
 * const market = await readSolanaOnRampMarket(solana, network, 'SOL')
 */
export async function readSolanaOnRampMarket(
  solana: ReadonlyMap<string, SolanaContext>,
  network: { name: string; chain_id: string; contract_address: string },
  currency: string,
): Promise<OnRampMarket> {
  const context = solana.get(network.chain_id)
  const unavailable = (reason: string) =>
    new OnRampPriceUnavailableError({ currency, network: network.name, reason })
  if (!context)
    throw unavailable(
      `This server does not serve ${network.chain_id}; set RPC_URL_${network.chain_id} to quote there.`,
    )
  const chain = await context.pricedChain()
  const native = network.contract_address === ''
  const token = native
    ? undefined
    : chain.tokens.find((candidate) => candidate.address === network.contract_address)
  if (!native && !token)
    throw unavailable(`${network.contract_address} is not a token this server lists on Solana.`)
  const assetUsd = native ? chain.nativeUsd : (token?.usd ?? 0)
  if (!(assetUsd > 0) || !(chain.nativeUsd > 0))
    throw unavailable(`This server has no price for ${assetUsd > 0 ? 'SOL' : currency} there.`)
  try {
    const rent = native
      ? 0n
      : BigInt(
          await (await context.rpc())
            .getMinimumBalanceForRentExemption(tokenAccountBytes, { commitment: 'confirmed' })
            .send(),
        )
    return {
      decimals: native ? chain.nativeCurrency.decimals : (token?.decimals ?? 0),
      native,
      assetUsd,
      nativeUsd: chain.nativeUsd,
      gasPriceWei: 0n,
      deliveryFee: lamportsPerSignature + rent,
      nativeDecimals: chain.nativeCurrency.decimals,
    }
  } catch (error) {
    if (isClientError(error)) throw error
    throw new OnRampChainUnavailableError({
      chainId: network.chain_id,
      message: userMessages.fetchNetworkTokenPriceFailed,
      cause: error,
    })
  }
}
