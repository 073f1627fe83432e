// The sandbox checkout page's script, served as a file so the page's CSP needs no 'unsafe-inline'.
// It checks the card fields as they are typed (the sandbox checks them again on payment), posts the
// payment, then follows the purchase until the treasury's transfer is confirmed or it failed.

const main = document.getElementById('checkout')
const form = document.getElementById('card-form')
const payButton = document.getElementById('pay')
const testCards = document.getElementById('test-cards')
const progress = document.getElementById('progress')
const failure = document.getElementById('failure')
const outcome = document.getElementById('outcome')
const outcomeHash = document.getElementById('outcome-hash')
const closeButton = document.getElementById('close')
const closeHint = document.getElementById('close-hint')
const session = main.dataset.session
// The page's messages in the buyer's language, from the server's catalogue.
const messages = JSON.parse(main.dataset.messages ?? '{}')
// Placeholders whose values (amounts, addresses, hashes) stay left to right in any language.
const leftToRight = new Set(['receive', 'to', 'hash'])
const fieldIds = {
  number: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  name: 'card-name',
}
const pollMs = 500

// Fills `element` with the message `key`, each placeholder's value isolated in a <bdi>.
function say(element, key, params = {}) {
  const parts = (messages[key] ?? key).split(/\{(\w+)\}/)
  element.replaceChildren(
    ...parts.map((part, index) => {
      if (index % 2 === 0) return part
      const value = params[part] ?? ''
      if (part === 'reason') return value
      const isolated = document.createElement('bdi')
      if (leftToRight.has(part)) isolated.dir = 'ltr'
      isolated.textContent = value
      return isolated
    }),
  )
}

function passesLuhn(digits) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

// The same rules as the sandbox's checkCard, less the test-card list (the sandbox names that one).
// Returns the id of the message to show, if any.
function check(field, value, now = new Date()) {
  if (field === 'number') {
    const digits = value.replace(/[\s-]/g, '')
    if (digits === '') return 'enterNumber'
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalidNumber'
  }
  if (field === 'expiry') {
    const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(value)
    const month = Number(match?.[1])
    if (!match || month < 1 || month > 12) return 'enterExpiry'
    const year = 2000 + Number(match[2])
    if (year * 12 + (month - 1) < now.getFullYear() * 12 + now.getMonth()) return 'expired'
  }
  if (field === 'cvc' && !/^\d{3,4}$/.test(value.trim())) return 'enterCvc'
  if (field === 'name' && value.trim() === '') return 'enterName'
  return undefined
}

function input(field) {
  return document.getElementById(fieldIds[field])
}

// `message` is a message id of the page, or the sandbox's own text for one it has none for.
function showIssue(field, message) {
  const element = input(field)
  const error = document.getElementById(`${fieldIds[field]}-error`)
  if (!element || !error) return
  if (message) {
    element.setAttribute('aria-invalid', 'true')
    error.textContent = messages[message] ?? message
    error.hidden = false
  } else {
    element.removeAttribute('aria-invalid')
    error.textContent = ''
    error.hidden = true
  }
}

function values() {
  const data = {}
  for (const field of Object.keys(fieldIds)) data[field] = input(field).value
  return data
}

function route() {
  return { receive: main.dataset.receive, to: main.dataset.to, network: main.dataset.network }
}

function shortHash(hash) {
  return `${hash.slice(0, 10)}…${hash.slice(-8)}`
}

// The server's failureReason and error messages are English, for the dapp and the logs: the buyer
// reads the page's own words for a failure.
function finish({ status, txHash, declined = false }) {
  form.hidden = true
  testCards.hidden = true
  if (status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') {
    say(progress, 'done', route())
    if (txHash) {
      say(outcomeHash, 'transaction', { hash: shortHash(txHash) })
      outcomeHash.title = txHash
      outcomeHash.hidden = false
    }
  } else {
    progress.textContent = ''
    const reason = declined ? messages.declined : messages.failedUnknown
    say(failure, 'failed', { reason })
  }
  main.dataset.status = status
  outcome.hidden = false
  closeButton.focus()
}

async function follow() {
  for (;;) {
    const response = await fetch(`/onramp/v1/sessions/${encodeURIComponent(session)}`, {
      headers: { accept: 'application/json' },
    })
    const body = await response.json()
    if (!response.ok) return finish({ status: 'FAILED' })
    main.dataset.status = body.status
    if (body.status === 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS') say(progress, 'sending', route())
    else if (body.status !== 'CREATED') return finish(body)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

for (const field of Object.keys(fieldIds)) {
  const element = input(field)
  // Checked when the buyer leaves a field, and again as they fix one already marked wrong.
  element.addEventListener('blur', () => {
    if (element.value !== '') showIssue(field, check(field, element.value))
  })
  element.addEventListener('input', () => {
    if (element.getAttribute('aria-invalid') === 'true')
      showIssue(field, check(field, element.value))
  })
}

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const card = values()
  const issues = Object.keys(fieldIds)
    .map((field) => [field, check(field, card[field])])
    .filter(([, message]) => message)
  for (const field of Object.keys(fieldIds)) showIssue(field, undefined)
  for (const [field, message] of issues) showIssue(field, message)
  if (issues.length > 0) return input(issues[0][0]).focus()

  payButton.disabled = true
  failure.textContent = ''
  say(progress, 'processing')
  try {
    const response = await fetch(`/onramp/v1/sessions/${encodeURIComponent(session)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(card),
    })
    const body = await response.json()
    if (response.status === 400 && Array.isArray(body.issues)) {
      progress.textContent = ''
      for (const { field, message, code } of body.issues)
        showIssue(field, messages[code] ? code : message)
      payButton.disabled = false
      const first = body.issues[0]
      if (first) input(first.field)?.focus()
      return
    }
    if (!response.ok) return finish({ status: 'FAILED' })
    if (body.status === 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS') await follow()
    // Paid with the declining test card: the sandbox answers FAILED at once.
    else finish({ ...body, declined: body.status === 'ONRAMP_TRANSACTION_STATUS_FAILED' })
  } catch {
    payButton.disabled = false
    progress.textContent = ''
    say(failure, 'noAnswer')
  }
})

closeButton.addEventListener('click', () => {
  window.close()
  // Browsers close only windows a script opened; otherwise say what to do instead.
  closeHint.hidden = false
})

// A reload after paying picks the purchase up where it is.
if (main.dataset.status !== 'CREATED') void follow()
