import type { ButtonHTMLAttributes } from 'react'

/** The features' icons: a plus, two arrows, an arrow down into a tray, an arrow up. */
const icons = {
  buy: 'M10 4v12M4 10h12',
  swap: 'M6 3v12M6 15l-3-3M6 15l3-3M14 17V5M14 5l-3 3M14 5l3 3',
  receive: 'M10 3v10M10 13l-4-4M10 13l4-4M4 17h12',
  send: 'M10 17V7M10 7l-4 4M10 7l4 4M4 3h12',
} as const

export type FeatureButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** Which feature: its icon. */
  icon: keyof typeof icons
  /** Starts loading the feature's chunk as the pointer or focus reaches the button. */
  onWarm?: () => void
}

/**
 * One of an account's features (Buy, Swap, Receive, Send) in the Account view's `.features` grid:
 * its icon, then its label. The EVM and the Solana account show the same buttons.
 *
 * @example
 * <div className="features">
 *   <FeatureButton icon="send" onClick={openSend}>{t('account.send')}</FeatureButton>
 * </div>
 */
export function FeatureButton({ icon, onWarm, children, ...button }: FeatureButtonProps) {
  return (
    <button
      {...button}
      type="button"
      className="feature"
      onPointerEnter={onWarm ? () => onWarm() : undefined}
      onFocus={onWarm ? () => onWarm() : undefined}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d={icons[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </button>
  )
}

/** Buy's place in the grid while the on-ramp's providers are not known yet (nothing moves later). */
export function BuySlot({ testId }: { testId: string }) {
  return <span className="feature feature-pending" data-testid={testId} aria-hidden="true" />
}
