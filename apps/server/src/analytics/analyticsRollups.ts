import type { AnalyticsEvent } from '@airlock/protocol'

/** One counter an event adds to in `analytics_daily`. */
export type RollupKey = { metric: string; key: string }

/** The connect methods the usage charts show, by the modal's `CONNECT_SUCCESS` `method`. */
const connectMethods: Record<string, string> = {
  browser: 'injected',
  qrcode: 'walletconnect',
  email: 'email',
}

/**
 * The daily counters an analytics event adds to (the same mapping as migration 0018's backfill):
 * its name; for `CONNECT_SUCCESS` the wallet and the method (injected, walletconnect, email); for
 * a social sign-in (not a link to an existing wallet) the method `social`; for an error report or
 * an event named `…_ERROR`, the error.
 *
 * @param event - A parsed `POST /e` body.
 * @returns The counters, one each.
 *
 * @example
 * rollupKeys(event) // [{ metric: 'event', key: 'CONNECT_SUCCESS' }, { metric: 'connect.wallet', key: 'MetaMask' }, …]
 */
export function rollupKeys(event: AnalyticsEvent): RollupKey[] {
  const { props } = event
  const properties = props.properties ?? {}
  const keys: RollupKey[] = [{ metric: 'event', key: props.event }]
  if (props.event === 'CONNECT_SUCCESS') {
    const name = typeof properties.name === 'string' ? properties.name : 'unknown'
    const method = typeof properties.method === 'string' ? properties.method : ''
    keys.push({ metric: 'connect.wallet', key: name })
    keys.push({ metric: 'connect.method', key: connectMethods[method] ?? 'other' })
  }
  if (props.event === 'SOCIAL_LOGIN_SUCCESS' && String(properties.link) !== 'true')
    keys.push({ metric: 'connect.method', key: 'social' })
  if (props.type === 'error' || props.event.endsWith('_ERROR'))
    keys.push({ metric: 'error', key: props.event })
  return keys
}
