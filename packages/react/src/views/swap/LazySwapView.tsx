import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Failed } from '../../components/Failed/Failed.js'
import { SkeletonRows } from '../../components/SkeletonRows/SkeletonRows.js'
import { useMessages } from '../../context/AirlockContext.js'
import { loadSwapChunk } from '../../utils/loadSwapChunk.js'

export type SwapViewName = 'Swap' | 'SwapSelectToken' | 'SwapPreview'

type SwapChunk = Awaited<ReturnType<typeof loadSwapChunk>>

/**
 * One of the swap views, loaded with the others on first use; skeleton rows show meanwhile.
 * No Suspense, as with the modal (see `ModalHost`): React would hold the view back up to 300 ms.
 *
 * @param props.view - Which swap view.
 *
 * @example
 * <LazySwapView view="Swap" />
 */
export function LazySwapView({ view }: { view: SwapViewName }) {
  const t = useMessages()
  const [loaded, setLoaded] = useState<SwapChunk>()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const container = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) is the trigger
  useEffect(() => {
    let current = true
    setFailed(false)
    loadSwapChunk().then(
      (module) => current && setLoaded(module),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [attempt])
  useLayoutEffect(() => loaded?.adoptSwapStyles(container.current), [loaded])
  const View: ComponentType | undefined = loaded?.swapViews[view]
  return (
    <div className="swap-view" ref={container}>
      {View ? (
        <View />
      ) : failed ? (
        <Failed message={t('error.initializeSwapFailed')} retry={() => setAttempt((n) => n + 1)} />
      ) : (
        <SkeletonRows />
      )}
    </div>
  )
}
