import { type MailTexts, pluralForm } from './mailTexts.js'

/** The e-mails in English, also for a language the server has no texts in. */
export const en: MailTexts = {
  code: {
    subject: (code) => `Your Airlock code is ${code}`,
    recoverySubject: (code) => `Your Airlock wallet recovery code is ${code}`,
    heading: 'Your Airlock code is',
    ownWallet: 'your Airlock wallet',
    task: {
      login: (dapp) => `Enter it in ${dapp} to log in to your wallet.`,
      recovery: (dapp) =>
        `Enter it in ${dapp} to restore your wallet on a new device. It does not log you in.`,
      linkSocial: (dapp, provider) =>
        `Enter it in ${dapp} to link your ${provider ?? 'social'} account to the wallet of this e-mail address.`,
      confirmCurrent: (dapp, newEmail) =>
        `Enter it in ${dapp} to confirm that you want to change your wallet's e-mail address${newEmail ? ` to ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Enter it in ${dapp} to confirm that this is your wallet's new e-mail address.`,
    },
    validity: (minutes) =>
      `It works once, for ${minutes} ${pluralForm('en', minutes, { one: 'minute', other: 'minutes' })}.`,
    notYou: {
      login:
        'If you did not try to log in, ignore this e-mail: nobody can log in without this code.',
      recovery:
        'If you did not try to restore your wallet, someone can read your e-mail or is logged in to your wallet: do not share this code, and secure your e-mail account.',
      linkSocial:
        'If you did not try to log in, ignore this e-mail: nothing is linked without this code.',
      change:
        'If you did not ask for this change, ignore this e-mail: nothing changes without this code.',
    },
  },
  deviceApproval: {
    subject: 'Approve a new device for your Airlock wallet',
    why: (dapp) =>
      `Someone is logging in to your wallet in ${dapp} on a device you have not used before.`,
    how: (minutes) =>
      `If it is you, open this link to approve the device; the login then finishes on that device. It works once, for ${minutes} ${pluralForm('en', minutes, { one: 'minute', other: 'minutes' })}.`,
    link: 'Approve this device',
    notYou: 'If it is not you, ignore this e-mail: the device cannot log in without it.',
  },
  recoveryNotice: {
    subject: 'A new device recovered your Airlock wallet',
    what: 'A device that had not used your wallet before logged in with a code sent to this address, then entered a recovery code sent to this address, and restored the wallet on it.',
    notYou:
      'If it was not you, someone can read your e-mail: lock recovery of your wallet with the link below, secure your e-mail account and tell the operator of this wallet at once.',
    lock: 'Lock recovery of my wallet',
  },
  pages: {
    invalidTitle: 'This link does not work',
    approval: {
      confirmTitle: 'Approve this device?',
      confirmWho: (email, dapp) => `A device is logging in to the wallet of ${email} in ${dapp}.`,
      confirmOnlyIf:
        'Approve it only if you are logging in right now. We will then e-mail you a code to enter there.',
      confirmButton: 'Approve the device',
      approvedTitle: 'Device approved',
      approvedBody: (email, dapp) =>
        `The new device of ${email} may log in now: go back to ${dapp}, where the login finishes. You can close this page.`,
      invalidBody:
        'It was used already, is older than 10 minutes, or a newer login replaced it. Start the login again to get a new one.',
      mailFailedTitle: 'The code could not be sent',
      mailFailedBody:
        'The device is not approved yet. Open the link from the e-mail again in a moment.',
    },
    lock: {
      confirmTitle: 'Lock recovery of your wallet?',
      confirmBody:
        'A new device restored your wallet. If it was not you, lock recovery: no other device can then restore the wallet until the operator of this wallet unlocks it. Devices that already hold the wallet keep working.',
      confirmButton: 'Lock recovery',
      lockedTitle: 'Recovery is locked',
      lockedBody:
        'No new device can restore your wallet now. Secure your e-mail account, and ask the operator of this wallet to unlock recovery when it is safe again. You can close this page.',
      invalidBody: 'It was used already, or a newer recovery notice replaced it.',
    },
  },
}
