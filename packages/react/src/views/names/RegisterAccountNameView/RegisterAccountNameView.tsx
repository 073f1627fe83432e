import { createNamesApi, registerAccountName } from '@airlock/core'
import { isValidName, type ProfileSuggestionsResponse } from '@airlock/protocol'
import { useEffect, useId, useState } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'

/** How long typing must pause before suggestions are asked for. */
const suggestionDebounceMs = 300

type Lookup =
  | { status: 'idle' }
  | { status: 'loading'; label: string }
  | { status: 'done'; label: string; result: ProfileSuggestionsResponse }
  | { status: 'failed'; label: string }

/**
 * RegisterAccountName: a name input with live availability and suggestions (asked for once typing
 * pauses, the previous request cancelled on each change), then Register, which signs the model's
 * JSON message in the wallet and registers `<label>.<zone>`; success replaces the view with
 * RegisterAccountNameSuccess, failure keeps the form with 'Error registering name {name}' (SPEC §4).
 */
export function RegisterAccountNameView() {
  const airlock = useAirlock()
  const t = useMessages()
  const inputId = useId()
  // The name being registered and a refusal's message live in the route's data: the e-mail
  // wallet's approval screen replaces this form while it signs, and the form that comes back
  // after must show what was typed and why it failed.
  const data = useAirlockState((state) => state.router.data)
  const [label, setLabel] = useState(typeof data?.label === 'string' ? data.label : '')
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' })
  const [phase, setPhase] = useState<'form' | 'signing'>('form')
  const error = typeof data?.error === 'string' ? data.error : ''
  const valid = isValidName(label)

  useEffect(() => {
    if (!valid) {
      setLookup({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setLookup({ status: 'loading', label })
    const timer = setTimeout(() => {
      createNamesApi(airlock.config)
        .suggestions(label, controller.signal)
        .then((result) => setLookup({ status: 'done', label, result }))
        .catch(() => {
          if (controller.signal.aborted) return
          setLookup({ status: 'failed', label })
          airlock.notifier.show('error', t('error.fetchNameSuggestionsFailed'))
        })
    }, suggestionDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [airlock, label, valid, t])

  const asked = lookup.status === 'done' ? lookup.result.suggestions[0] : undefined
  const alternatives = lookup.status === 'done' ? lookup.result.suggestions.slice(1) : []
  const canRegister = phase === 'form' && asked !== undefined && !asked.registered

  const register = async (name: string) => {
    setPhase('signing')
    airlock.navigate({ type: 'data', data: { label } })
    try {
      await registerAccountName(airlock, { name })
      airlock.navigate({ type: 'replace', view: 'RegisterAccountNameSuccess', data: { name } })
    } catch {
      const message = t('error.registerNameFailed', { name })
      airlock.navigate({ type: 'data', data: { label, error: message } })
      airlock.notifier.show('error', message)
      setPhase('form')
    }
  }

  return (
    <form
      className="settings"
      onSubmit={(event) => {
        event.preventDefault()
        if (canRegister && asked) void register(asked.name)
      }}
    >
      <label className="row-sub" htmlFor={inputId}>
        {t('names.label')}
      </label>
      <input
        id={inputId}
        className="input"
        value={label}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('names.placeholder')}
        aria-describedby={`${inputId}-status`}
        disabled={phase === 'signing'}
        onChange={(event) => setLabel(event.target.value.trim())}
        data-testid="name-input"
      />
      <p className="row-sub" id={`${inputId}-status`} role="status" data-testid="name-status">
        {!valid
          ? t('names.rule')
          : asked
            ? asked.registered
              ? t('names.taken', { name: asked.name })
              : t('names.available', { name: asked.name })
            : lookup.status === 'failed'
              ? t('error.fetchNameSuggestionsFailed')
              : '…'}
      </p>
      {alternatives.length > 0 && asked?.registered ? (
        <div className="settings-row">
          <span className="row-sub">{t('names.suggestions')}</span>
          {alternatives.map((suggestion) => (
            <button
              key={suggestion.name}
              type="button"
              className="secondary"
              onClick={() => setLabel(suggestion.name.split('.')[0] ?? '')}
            >
              {suggestion.name}
            </button>
          ))}
        </div>
      ) : null}
      <p className="error field-error" role="alert">
        {error}
      </p>
      <button type="submit" className="primary" disabled={!canRegister}>
        {phase === 'signing' ? t('names.signing') : t('names.register')}
      </button>
    </form>
  )
}

/** RegisterAccountNameSuccess: the name is the account's; Done returns to Account. */
export function RegisterAccountNameSuccessView() {
  const airlock = useAirlock()
  const t = useMessages()
  const name = useAirlockState((state) => state.router.data?.name)
  return (
    <div className="settings">
      {/* A sentence that wraps (a row's title is one line, cut short): in a longer language the
       name and the words around it do not fit one line. */}
      <p className="heading name-success" data-testid="name-success">
        {t('names.success', { name: typeof name === 'string' ? name : '' })}
      </p>
      <button
        type="button"
        className="primary"
        onClick={() => airlock.navigate({ type: 'reset', view: 'Account' })}
      >
        {t('names.done')}
      </button>
    </div>
  )
}
