import type { Transaction } from '@airlock/core'
import type { Translate } from '../../../context/AirlockContext.js'
import type { MessageId } from '../../../locales/en.js'
import { formatQuantity } from '../../../utils/format.js'

const operations = ['send', 'receive', 'trade', 'approve', 'mint', 'execute'] as const

/** Activity quantities show 3 decimals (SPEC §9); anything smaller reads as less than that. */
const smallest = 0.001

/**
 * An Activity row's words: its title ("Sent", "Approved USDC", "Bought") and what moved
 * ("+1.500 ETH", "< 0.001 ETH", "+1 Airlock Orbs #15"). A failed transaction moved nothing, so
 * its amount carries no sign; a declined purchase shows no amount at all.
 *
 * @param transaction - One history item.
 * @param t - The catalogue's translate function.
 * @param locale - For the number format.
 * @returns The row's title and amount line.
 *
 * @example
 * describeActivity(item, t, 'en').title // 'Approved USDC'
 */
export function describeActivity(
  transaction: Transaction,
  t: Translate,
  locale: string,
): { title: string; amount: string } {
  const { metadata, transfers } = transaction
  const symbols = transfers.map((item) => item.fungible_info?.symbol ?? item.nft_info?.name ?? '')
  if (metadata.status.startsWith('ONRAMP_')) {
    const declined = metadata.status === 'ONRAMP_TRANSACTION_STATUS_FAILED'
    const title = declined
      ? t('activity.buyDeclined')
      : metadata.status === 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
        ? t('activity.buying')
        : t('activity.bought')
    return {
      title,
      amount: declined ? t('activity.nothingReceived') : amounts(transaction, locale, true),
    }
  }
  if (metadata.operationType === 'approve') {
    const approval = transaction.approvals?.[0]
    const symbol = approval?.fungible_info.symbol ?? symbols[0] ?? ''
    const quantity = approval?.quantity.numeric
    return {
      title: symbol ? t('activity.approvedToken', { symbol }) : t('activity.type.approve'),
      amount:
        quantity === undefined
          ? ''
          : quantity === 'unlimited'
            ? t('activity.unlimited')
            : `${quantityText(quantity, 3, locale)} ${symbol}`,
    }
  }
  const title = t(`activity.type.${operation(metadata.operationType)}` as MessageId)
  return { title, amount: amounts(transaction, locale, metadata.status !== 'failed') }
}

/** Each transfer's amount, signed when it changed the balance; NFTs count whole items. */
function amounts(transaction: Transaction, locale: string, signed: boolean): string {
  return transaction.transfers
    .map((item) => {
      const sign = !signed
        ? ''
        : item.direction === 'in'
          ? '+'
          : item.direction === 'out'
            ? '−'
            : ''
      const name = item.fungible_info?.symbol ?? item.nft_info?.name ?? ''
      const quantity = quantityText(item.quantity.numeric, item.nft_info ? 0 : 3, locale)
      // "< 0.001" already says how much; a sign in front of it reads badly.
      return quantity.startsWith('<') ? `${quantity} ${name}` : `${sign}${quantity} ${name}`
    })
    .join(' · ')
}

function quantityText(numeric: string, decimals: number, locale: string): string {
  const value = Math.abs(Number(numeric))
  if (decimals === 3 && value > 0 && value < smallest)
    return `< ${formatQuantity(smallest, 3, locale)}`
  return formatQuantity(numeric, decimals, locale)
}

function operation(type: string): (typeof operations)[number] {
  return (operations as readonly string[]).includes(type)
    ? (type as (typeof operations)[number])
    : 'execute'
}
