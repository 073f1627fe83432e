import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Failed } from '../Failed/Failed.js'
import { SkeletonRows } from '../SkeletonRows/SkeletonRows.js'

/** What a lazy flow's chunk gives its views: the views by name and, if it has one, its stylesheet. */
export type ViewChunk<name extends string> = {
  views: Record<name, ComponentType>
  adoptStyles?: (node: Node | null) => void
}

export type LazyChunkViewProps<name extends string> = {
  /** Loads the chunk (once: see `loadOnce`). */
  load: () => Promise<ViewChunk<name>>
  /** Which of the chunk's views to show. */
  view: name
  /** The class of the view's container, which the chunk's stylesheet scopes to. */
  className: string
  /** Shown if the chunk cannot be fetched, with a retry. */
  failedMessage: string
  /** Shown while the chunk loads; skeleton rows unless given. */
  loading?: ReactNode
}

/**
 * One view of a flow whose views load as a chunk of their own, on first use. No Suspense, as with
 * the modal (see `ModalHost`): React would hold the view back up to 300 ms.
 *
 * @example
 * <LazyChunkView load={loadSendChunk} view="WalletSend" className="send" failedMessage={t('error.viewUnavailable')} />
 */
export function LazyChunkView<name extends string>({
  load,
  view,
  className,
  failedMessage,
  loading = <SkeletonRows />,
}: LazyChunkViewProps<name>) {
  const [loaded, setLoaded] = useState<ViewChunk<name>>()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const container = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) is the trigger; `load` is fixed per flow
  useEffect(() => {
    let current = true
    setFailed(false)
    load().then(
      (chunk) => current && setLoaded(chunk),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [attempt])
  useLayoutEffect(() => loaded?.adoptStyles?.(container.current), [loaded])
  const View: ComponentType | undefined = loaded?.views[view]
  return (
    // While the chunk loads, the card centres on whatever height it comes to (useContentHeight).
    <div
      className={`lazy-view ${className}`}
      ref={container}
      data-view-loading={View || failed ? undefined : true}
    >
      {View ? (
        <View />
      ) : failed ? (
        <Failed message={failedMessage} retry={() => setAttempt((n) => n + 1)} />
      ) : (
        loading
      )}
    </div>
  )
}
