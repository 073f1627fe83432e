import { useId } from 'react'

export type OriginsFieldProps = {
  label: string
  hint: string
  value: string
  onChange: (value: string) => void
  readOnly?: boolean
}

/**
 * The allowed origins, one per line, with its hint tied to the field for screen readers. The
 * server checks each pattern and names the one it refuses.
 *
 * @example
 * <OriginsField label="Allowed origins" hint="One per line" value={text} onChange={setText} />
 */
export function OriginsField({
  label,
  hint,
  value,
  onChange,
  readOnly = false,
}: OriginsFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="allowedOrigins"
        rows={4}
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  )
}

/** The lines of the field as a list of patterns (blank lines dropped). */
export const splitOrigins = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
