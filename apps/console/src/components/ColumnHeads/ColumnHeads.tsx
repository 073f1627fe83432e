/**
 * A table's head: one column header (`scope="col"`) per label, in order.
 *
 * @example
 * <table><ColumnHeads labels={['Name', 'Role']} /><tbody>…</tbody></table>
 */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
