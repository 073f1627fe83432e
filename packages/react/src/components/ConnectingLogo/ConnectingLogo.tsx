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
        // The track is cut to the ring's shape; the sweep inside it turns by a transform, which the
        // compositor animates: an animated stroke would restyle, lay out and paint the page's main
        // thread every frame while the wallet is asked (at 4× CPU throttling, most of each second).
        <span className="connecting-track" aria-hidden="true">
          <span className="connecting-ring" />
        </span>
      )}
      <WalletImage src={src} name={name} size={72} />
    </span>
  )
}
