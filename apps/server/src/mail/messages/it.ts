import { type MailTexts, pluralForm } from './mailTexts.js'

const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('it', minutes, { one: 'minuto', other: 'minuti' })}`

/** The e-mails in Italian ("nell’app …", so the wallet itself reads "nell’app del tuo wallet"). */
export const it: MailTexts = {
  code: {
    subject: (code) => `Il tuo codice Airlock è ${code}`,
    recoverySubject: (code) => `Il tuo codice di recupero del wallet Airlock è ${code}`,
    heading: 'Il tuo codice Airlock è',
    ownWallet: 'del tuo wallet Airlock',
    task: {
      login: (dapp) => `Inseriscilo nell’app ${dapp} per accedere al tuo wallet.`,
      recovery: (dapp) =>
        `Inseriscilo nell’app ${dapp} per ripristinare il tuo wallet su un nuovo dispositivo. Da solo non ti fa accedere.`,
      linkSocial: (dapp, provider) =>
        `Inseriscilo nell’app ${dapp} per collegare il tuo account ${provider ?? 'social'} al wallet di questo indirizzo e-mail.`,
      confirmCurrent: (dapp, newEmail) =>
        `Inseriscilo nell’app ${dapp} per confermare che vuoi cambiare l’indirizzo e-mail del tuo wallet${newEmail ? ` in ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Inseriscilo nell’app ${dapp} per confermare che questo è il nuovo indirizzo e-mail del tuo wallet.`,
    },
    validity: (minutes) => `Funziona una sola volta, per ${minutesText(minutes)}.`,
    notYou: {
      login:
        'Se non hai provato ad accedere, ignora questa e-mail: nessuno può accedere senza questo codice.',
      recovery:
        'Se non hai provato a ripristinare il tuo wallet, qualcuno può leggere la tua e-mail o ha accesso al tuo wallet: non condividere questo codice e proteggi il tuo account e-mail.',
      linkSocial:
        'Se non hai provato ad accedere, ignora questa e-mail: senza questo codice non viene collegato nulla.',
      change:
        'Se non hai chiesto questa modifica, ignora questa e-mail: senza questo codice non cambia nulla.',
    },
  },
  deviceApproval: {
    subject: 'Approva un nuovo dispositivo per il tuo wallet Airlock',
    why: (dapp) =>
      `Qualcuno sta accedendo al tuo wallet nell’app ${dapp} da un dispositivo che non hai mai usato.`,
    how: (minutes) =>
      `Se sei tu, apri questo link per approvare il dispositivo; l’accesso si completa poi su quel dispositivo. Funziona una sola volta, per ${minutesText(minutes)}.`,
    link: 'Approva questo dispositivo',
    notYou:
      'Se non sei tu, ignora questa e-mail: senza questo link il dispositivo non può accedere.',
  },
  recoveryNotice: {
    subject: 'Un nuovo dispositivo ha ripristinato il tuo wallet Airlock',
    what: 'Un dispositivo che non aveva mai usato il tuo wallet ha effettuato l’accesso con un codice inviato a questo indirizzo, poi ha inserito un codice di recupero inviato a questo indirizzo e vi ha ripristinato il wallet.',
    notYou:
      'Se non sei stato tu, qualcuno può leggere la tua e-mail: blocca il recupero del tuo wallet con il link qui sotto, proteggi il tuo account e-mail e avvisa subito il gestore di questo wallet.',
    lock: 'Blocca il recupero del mio wallet',
  },
  pages: {
    invalidTitle: 'Questo link non funziona',
    approval: {
      confirmTitle: 'Approvare questo dispositivo?',
      confirmWho: (email, dapp) => `Un dispositivo sta accedendo al wallet di ${email} in ${dapp}.`,
      confirmOnlyIf:
        'Approvalo solo se stai accedendo proprio ora. Ti invieremo poi via e-mail un codice da inserire lì.',
      confirmButton: 'Approva il dispositivo',
      approvedTitle: 'Dispositivo approvato',
      approvedBody: (email, dapp) =>
        `Il nuovo dispositivo di ${email} ora può accedere: torna su ${dapp}, dove l’accesso si conclude. Puoi chiudere questa pagina.`,
      invalidBody:
        'È già stato usato, ha più di 10 minuti o un accesso più recente l’ha sostituito. Ricomincia l’accesso per riceverne uno nuovo.',
      mailFailedTitle: 'Non è stato possibile inviare il codice',
      mailFailedBody:
        'Il dispositivo non è ancora approvato. Riapri il link dell’e-mail tra un momento.',
    },
    lock: {
      confirmTitle: 'Bloccare il recupero del tuo wallet?',
      confirmBody:
        'Un nuovo dispositivo ha ripristinato il tuo wallet. Se non sei stato tu, blocca il recupero: nessun altro dispositivo potrà ripristinare il wallet finché l’operatore di questo wallet non lo sblocca. I dispositivi che hanno già il wallet continuano a funzionare.',
      confirmButton: 'Blocca il recupero',
      lockedTitle: 'Il recupero è bloccato',
      lockedBody:
        'Ora nessun nuovo dispositivo può ripristinare il tuo wallet. Proteggi il tuo account e-mail e chiedi all’operatore di questo wallet di sbloccare il recupero quando sarà di nuovo sicuro. Puoi chiudere questa pagina.',
      invalidBody: 'È già stato usato, oppure un avviso di recupero più recente l’ha sostituito.',
    },
  },
}
