import type { Balance } from '@airlock/core'
import { useLocale } from '../../context/AirlockContext.js'
import { formatQuantity, formatUsd } from '../../utils/format.js'

/**
 * A token's icon, name, quantity to 2 decimals and USD value, as cells of a row.
 *
 * @param props.balance - The token and how much of it the account holds.
 *
 * @example
 * <li className="row"><TokenCells balance={balance} /></li>
 */
export function TokenCells({ balance }: { balance: Balance }) {
  const locale = useLocale()
  return (
    <>
      <img src={balance.iconUrl} alt="" width={32} height={32} />
      <span className="row-main">
        <span className="row-title">{balance.name}</span>
        <span className="row-sub">
          <span className="ltr">
            {formatQuantity(balance.quantity.numeric, 2, locale)} {balance.symbol}
          </span>
        </span>
      </span>
      <span className="row-end">
        <span className="ltr">
          {balance.value === undefined ? '' : formatUsd(balance.value, locale)}
        </span>
      </span>
    </>
  )
}
