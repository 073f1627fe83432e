import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { SkeletonRows } from '../../components/SkeletonRows/SkeletonRows.js'
import { loadOnRampChunk } from '../../utils/loadOnRampChunk.js'

export type OnRampView =
  | 'OnRampProviders'
  | 'OnRampTokenSelect'
  | 'OnRampFiatSelect'
  | 'BuyInProgress'
  | 'OnRampActivity'

type OnRampChunk = Awaited<ReturnType<typeof loadOnRampChunk>>

/**
 * One of the on-ramp views, loaded with the others on first use; skeleton rows show meanwhile.
 * No Suspense, as with the modal (see `ModalHost`): React would hold the view back up to 300 ms.
 *
 * @param props.view - Which on-ramp view.
 *
 * @example
 * <LazyOnRampView view="OnRampProviders" />
 */
export function LazyOnRampView({ view }: { view: OnRampView }) {
  const [loaded, setLoaded] = useState<OnRampChunk>()
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let current = true
    void loadOnRampChunk().then((module) => {
      if (current) setLoaded(module)
    })
    return () => {
      current = false
    }
  }, [])
  useLayoutEffect(() => loaded?.adoptOnRampStyles(container.current), [loaded])
  const View: ComponentType | undefined = loaded?.onRampViews[view]
  return (
    <div className="onramp" ref={container}>
      {View ? <View /> : <SkeletonRows />}
    </div>
  )
}
