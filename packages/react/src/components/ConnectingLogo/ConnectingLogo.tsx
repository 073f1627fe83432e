import { WalletImage } from '../WalletImage/WalletImage.js'

export type ConnectingLogoProps = {
  /** The wallet's image; its monogram stands in without one. */
  src: string | null | undefined
  name: string
  /**
   * `waiting`: a ring runs around the logo while the wallet is asked (static when the person
   * prefers reduced motion); `failed`: the ring stops, in the error colour; `idle`: no ring.
   */
  state: 'waiting' | 'failed' | 'idle'
}

/**
 * The wallet's logo on a connecting screen, with the model product's animated ring around it
 * while the wallet is being asked. Decorative: the status text beside it is what is read out.
 *
 * @example
 * <ConnectingLogo src={wallet.image_url} name={wallet.name} state="waiting" />
 */
export function ConnectingLogo({ src, name, state }: ConnectingLogoProps) {
  return (
    <span className="connecting-logo" data-state={state} data-testid="connecting-logo">
      {state === 'idle' ? null : (
        <svg className="connecting-ring" viewBox="0 0 88 88" aria-hidden="true">
          <rect x="1.5" y="1.5" width="85" height="85" rx="24" pathLength="100" />
        </svg>
      )}
      <WalletImage src={src} name={name} size={72} />
    </span>
  )
}
