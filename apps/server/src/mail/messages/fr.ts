import { type MailTexts, pluralForm } from './mailTexts.js'

const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('fr', minutes, { one: 'minute', other: 'minutes' })}`

/** The e-mails in French (a no-break space before a colon, as French typography wants). */
export const fr: MailTexts = {
  code: {
    subject: (code) => `Votre code Airlock est ${code}`,
    recoverySubject: (code) => `Votre code de récupération du wallet Airlock est ${code}`,
    heading: 'Votre code Airlock est',
    ownWallet: 'votre wallet Airlock',
    task: {
      login: (dapp) => `Saisissez-le dans ${dapp} pour vous connecter à votre wallet.`,
      recovery: (dapp) =>
        `Saisissez-le dans ${dapp} pour restaurer votre wallet sur un nouvel appareil. Il ne vous connecte pas.`,
      linkSocial: (dapp, provider) =>
        `Saisissez-le dans ${dapp} pour associer votre compte ${provider ?? 'de réseau social'} au wallet de cette adresse e-mail.`,
      confirmCurrent: (dapp, newEmail) =>
        `Saisissez-le dans ${dapp} pour confirmer que vous voulez changer l’adresse e-mail de votre wallet${newEmail ? ` pour ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Saisissez-le dans ${dapp} pour confirmer qu’il s’agit de la nouvelle adresse e-mail de votre wallet.`,
    },
    validity: (minutes) => `Il ne sert qu’une fois, pendant ${minutesText(minutes)}.`,
    notYou: {
      login:
        'Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail\u00a0: personne ne peut se connecter sans ce code.',
      recovery:
        'Si vous n’avez pas essayé de restaurer votre wallet, quelqu’un peut lire vos e-mails ou est connecté à votre wallet\u00a0: ne communiquez ce code à personne et sécurisez votre compte e-mail.',
      linkSocial:
        'Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail\u00a0: rien n’est associé sans ce code.',
      change:
        'Si vous n’avez pas demandé ce changement, ignorez cet e-mail\u00a0: rien ne change sans ce code.',
    },
  },
  deviceApproval: {
    subject: 'Approuvez un nouvel appareil pour votre wallet Airlock',
    why: (dapp) =>
      `Quelqu’un se connecte à votre wallet dans ${dapp} sur un appareil que vous n’avez jamais utilisé.`,
    how: (minutes) =>
      `Si c’est vous, ouvrez ce lien pour approuver l’appareil\u00a0; la connexion se termine alors sur cet appareil. Il ne sert qu’une fois, pendant ${minutesText(minutes)}.`,
    link: 'Approuver cet appareil',
    notYou:
      'Si ce n’est pas vous, ignorez cet e-mail\u00a0: sans lui, l’appareil ne peut pas se connecter.',
  },
  recoveryNotice: {
    subject: 'Un nouvel appareil a restauré votre wallet Airlock',
    what: 'Un appareil qui n’avait jamais utilisé votre wallet s’est connecté avec un code envoyé à cette adresse, a ensuite saisi un code de récupération envoyé à cette adresse, puis y a restauré le wallet.',
    notYou:
      'Si ce n’était pas vous, quelqu’un peut lire vos e-mails\u00a0: verrouillez la récupération de votre wallet avec le lien ci-dessous, sécurisez votre compte e-mail et prévenez immédiatement l’opérateur de ce wallet.',
    lock: 'Verrouiller la récupération de mon wallet',
  },
  pages: {
    invalidTitle: 'Ce lien ne fonctionne pas',
    approval: {
      confirmTitle: 'Approuver cet appareil ?',
      confirmWho: (email, dapp) => `Un appareil se connecte au wallet de ${email} dans ${dapp}.`,
      confirmOnlyIf:
        'Approuvez-le seulement si vous êtes en train de vous connecter. Nous vous enverrons ensuite par e-mail un code à saisir sur cet appareil.',
      confirmButton: 'Approuver l’appareil',
      approvedTitle: 'Appareil approuvé',
      approvedBody: (email, dapp) =>
        `Le nouvel appareil de ${email} peut se connecter : revenez sur ${dapp}, où la connexion se termine. Vous pouvez fermer cette page.`,
      invalidBody:
        'Il a déjà été utilisé, date de plus de 10 minutes ou une connexion plus récente l’a remplacé. Recommencez la connexion pour en recevoir un nouveau.',
      mailFailedTitle: 'Le code n’a pas pu être envoyé',
      mailFailedBody:
        'L’appareil n’est pas encore approuvé. Rouvrez le lien de l’e-mail dans un instant.',
    },
    lock: {
      confirmTitle: 'Verrouiller la récupération de votre wallet ?',
      confirmBody:
        'Un nouvel appareil a restauré votre wallet. Si ce n’était pas vous, verrouillez la récupération : aucun autre appareil ne pourra alors restaurer le wallet tant que l’opérateur de ce wallet ne l’aura pas déverrouillée. Les appareils qui ont déjà le wallet continuent de fonctionner.',
      confirmButton: 'Verrouiller la récupération',
      lockedTitle: 'La récupération est verrouillée',
      lockedBody:
        'Aucun nouvel appareil ne peut plus restaurer votre wallet. Sécurisez votre compte e-mail et demandez à l’opérateur de ce wallet de déverrouiller la récupération quand ce sera de nouveau sûr. Vous pouvez fermer cette page.',
      invalidBody: 'Il a déjà été utilisé, ou un avis de récupération plus récent l’a remplacé.',
    },
  },
}
