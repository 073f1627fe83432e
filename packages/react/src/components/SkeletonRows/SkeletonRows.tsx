import { useMessages } from '../../context/AirlockContext.js'

/**
 * Grey placeholder rows, announced as loading, while a list's data is on its way.
 *
 * @param props.count - How many rows. Defaults to `3`.
 *
 * @example
 * if (!balances.data) return <SkeletonRows />
 */
export function SkeletonRows({ count = 3 }: { count?: number | undefined }) {
  const t = useMessages()
  return (
    <ul className="list" aria-busy="true" aria-label={t('tabs.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <li key={index} className="row skeleton-row" />
      ))}
    </ul>
  )
}
