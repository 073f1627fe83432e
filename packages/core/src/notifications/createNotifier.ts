export type NotificationKind = 'success' | 'error' | 'info' | 'warning'

export type Notification = { id: number; kind: NotificationKind; message: string }

export type CreateNotifierParameters = {
  /** Called with the notification to show, or `null` to show none. */
  onChange: (notification: Notification | null) => void
  /** Pause between hiding one notification and showing its replacement. Defaults to `150` ms. */
  gapMs?: number | undefined
  /** How long a notification stays. Defaults to `2500` ms. */
  durationMs?: number | undefined
}

export type Notifier = {
  show(kind: NotificationKind, message: string): void
  dismiss(): void
}

/**
 * Shows notifications one at a time (SPEC §4): a new one replaces the current one after a short
 * gap, so a screen reader and the eye both notice the change; the latest request wins.
 *
 * @example
 * import { createNotifier } from '@airlock/core'
 * const notifier = createNotifier({ onChange: (n) => console.log(n?.message) })
 * notifier.show('success', 'Address copied')
 */
export function createNotifier({
  onChange,
  gapMs = 150,
  durationMs = 2500,
}: CreateNotifierParameters): Notifier {
  let current: Notification | null = null
  let nextId = 1
  let pending: ReturnType<typeof setTimeout> | undefined
  // The notification waiting out the gap: a newer request takes its place, not a new gap's.
  let queued: Notification | undefined
  let expiry: ReturnType<typeof setTimeout> | undefined

  const set = (notification: Notification | null) => {
    current = notification
    clearTimeout(expiry)
    if (notification) expiry = setTimeout(() => set(null), durationMs)
    onChange(notification)
  }

  return {
    show(kind, message) {
      const notification = { id: nextId++, kind, message }
      if (queued) {
        queued = notification
        return
      }
      if (!current) return set(notification)
      set(null)
      queued = notification
      pending = setTimeout(() => {
        const next = queued
        queued = undefined
        if (next) set(next)
      }, gapMs)
    },
    dismiss() {
      clearTimeout(pending)
      queued = undefined
      if (current) set(null)
    },
  }
}
