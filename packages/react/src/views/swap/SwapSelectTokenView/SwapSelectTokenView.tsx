import type { SwapTarget, SwapToken } from '@airlock/core'
import { displayDecimals } from '@airlock/protocol'
import { useId, useState } from 'react'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useSwap } from '../../../hooks/useSwap.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'

/**
 * The swap's token picker for one side: a search, then "Your tokens" (with balances) and
 * "Popular". Picking the other side's token switches the two.
 */
export function SwapSelectTokenView() {
  const airlock = useAirlock()
  const t = useMessages()
  const { state, swap } = useSwap()
  const target = useAirlockState((current) =>
    current.router.data?.target === 'sourceToken' ? 'sourceToken' : 'toToken',
  ) satisfies SwapTarget
  const [query, setQuery] = useState('')
  const searchId = useId()
  const yoursId = useId()
  const popularId = useId()
  if (state.tokens.length === 0) return <SkeletonRows />

  const search = query.trim().toLowerCase()
  const matches = (token: SwapToken) =>
    !search ||
    token.symbol.toLowerCase().includes(search) ||
    token.name.toLowerCase().includes(search) ||
    token.address.toLowerCase().endsWith(search)
  const yours = state.myTokens.filter(matches)
  const popular = state.popularTokens.filter(matches)
  const chosen = state[target]
  const select = (token: SwapToken) => {
    swap.selectToken(target, token)
    airlock.navigate({ type: 'back' })
  }

  return (
    <div className="stack swap-select">
      <label className="visually-hidden" htmlFor={searchId}>
        {t('swap.search')}
      </label>
      <input
        id={searchId}
        className="search-input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swap.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {yours.length > 0 ? (
        <section aria-labelledby={yoursId}>
          <h3 className="swap-list-title" id={yoursId}>
            {t('swap.yourTokens')}
          </h3>
          <TokenList tokens={yours} chosen={chosen} onSelect={select} withBalance />
        </section>
      ) : null}
      {popular.length > 0 ? (
        <section aria-labelledby={popularId}>
          <h3 className="swap-list-title" id={popularId}>
            {t('swap.popular')}
          </h3>
          <TokenList tokens={popular} chosen={chosen} onSelect={select} />
        </section>
      ) : null}
      {yours.length + popular.length === 0 ? (
        <p className="note" role="status">
          {t('swap.noMatch')}
        </p>
      ) : null}
    </div>
  )
}

function TokenList({
  tokens,
  chosen,
  onSelect,
  withBalance = false,
}: {
  tokens: readonly SwapToken[]
  chosen: SwapToken | undefined
  onSelect(token: SwapToken): void
  withBalance?: boolean
}) {
  const locale = useLocale()
  return (
    <ul className="list">
      {tokens.map((token) => (
        <li key={token.address}>
          <button
            type="button"
            className="row token-button"
            aria-current={chosen?.address === token.address ? 'true' : undefined}
            data-testid={`swap-token-${token.symbol}`}
            onClick={() => onSelect(token)}
          >
            {token.logoUri ? (
              <img src={token.logoUri} alt="" width={32} height={32} />
            ) : (
              <span className="swap-token-fallback" aria-hidden="true">
                {token.symbol.slice(0, 1)}
              </span>
            )}
            <span className="row-main">
              <span className="row-title">{token.name}</span>
              <span className="row-sub">
                {withBalance
                  ? `${formatQuantity(token.balance, displayDecimals.balance, locale)} ${token.symbol}`
                  : token.symbol}
              </span>
            </span>
            {withBalance && token.price > 0 ? (
              <span className="row-end">
                {formatUsd(Number(token.balance) * token.price, locale)}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
