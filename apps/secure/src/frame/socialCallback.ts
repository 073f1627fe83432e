// The social login's callback page (`/social/callback` of the secure origin): hands the provider's
// answer to the server and tells the frame. It never talks to the dapp's page.
import { type SocialResultMessage, socialResultChannel } from '@airlock/protocol'
import { socialAttemptResponse, socialCallbackRequest } from '@airlock/protocol/schemas'
import { frameMessages } from './frameMessages.js'
import { textDirection } from './messages/textDirection.js'
import { refusalText } from './refusalText.js'

const element = document.getElementById('airlock-social-callback')
const answer = socialCallbackRequest.safeParse(JSON.parse(element?.textContent || '{}'))
// The code leaves the address bar and the history at once.
history.replaceState(null, '', '/social/callback')
const messages = frameMessages(navigator.language).social
document.documentElement.lang = navigator.language
document.documentElement.dir = textDirection(navigator.language)
const status = document.getElementById('social-status')
show(messages.loggingIn)
function show(text: string) {
  if (status) status.textContent = text
}

async function finish() {
  let attemptId: string | undefined
  let ok = false
  try {
    const response = await fetch('/auth/v1/social/callback', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(answer.success ? answer.data : {}),
    })
    const body: unknown = await response.json().catch(() => undefined)
    const result = socialAttemptResponse.safeParse(body)
    if (response.ok && result.success) {
      ok = true
      attemptId = result.data.attemptId
      show(result.data.status === 'VERIFY_OTP' ? messages.verifyOtp : messages.done)
    } else {
      // The server's code, in the page's language; never its English message.
      show(refusalText(messages.refused, body) ?? messages.failed(response.status))
    }
  } catch {
    show(messages.offline)
  }
  // The frame reads the outcome from the server; this only wakes it.
  const channel = new BroadcastChannel(socialResultChannel)
  channel.postMessage({
    type: 'airlock-social-result',
    ...(attemptId ? { attemptId } : {}),
  } satisfies SocialResultMessage)
  channel.close()
  if (ok) window.close()
}

void finish()
