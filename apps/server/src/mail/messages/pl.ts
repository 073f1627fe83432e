import { type MailTexts, pluralForm } from './mailTexts.js'

// "przez 1 minutę, 3 minuty, 5 minut": the accusative after "przez".
const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('pl', minutes, { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' })}`

/** The e-mails in Polish (worded so that no verb shows the reader's gender). */
export const pl: MailTexts = {
  code: {
    subject: (code) => `Twój kod Airlock to ${code}`,
    recoverySubject: (code) => `Twój kod odzyskiwania portfela Airlock to ${code}`,
    heading: 'Twój kod Airlock to',
    ownWallet: 'swoim portfelu Airlock',
    task: {
      login: (dapp) => `Wpisz go w ${dapp}, aby zalogować się do swojego portfela.`,
      recovery: (dapp) =>
        `Wpisz go w ${dapp}, aby przywrócić swój portfel na nowym urządzeniu. Sam kod cię nie loguje.`,
      linkSocial: (dapp, provider) =>
        `Wpisz go w ${dapp}, aby połączyć swoje konto ${provider ?? 'społecznościowe'} z portfelem tego adresu e-mail.`,
      confirmCurrent: (dapp, newEmail) =>
        `Wpisz go w ${dapp}, aby potwierdzić, że chcesz zmienić adres e-mail swojego portfela${newEmail ? ` na ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Wpisz go w ${dapp}, aby potwierdzić, że to nowy adres e-mail twojego portfela.`,
    },
    validity: (minutes) => `Działa jeden raz, przez ${minutesText(minutes)}.`,
    notYou: {
      login:
        'Jeśli to nie ty próbujesz się zalogować, zignoruj tę wiadomość: bez tego kodu nikt się nie zaloguje.',
      recovery:
        'Jeśli to nie ty przywracasz portfel, ktoś może czytać twoją pocztę albo jest zalogowany do twojego portfela: nie udostępniaj nikomu tego kodu i zabezpiecz swoje konto e-mail.',
      linkSocial:
        'Jeśli to nie ty próbujesz się zalogować, zignoruj tę wiadomość: bez tego kodu nic nie zostanie połączone.',
      change:
        'Jeśli to nie ty prosisz o tę zmianę, zignoruj tę wiadomość: bez tego kodu nic się nie zmieni.',
    },
  },
  deviceApproval: {
    subject: 'Zatwierdź nowe urządzenie dla swojego portfela Airlock',
    why: (dapp) =>
      `Ktoś loguje się do twojego portfela w ${dapp} na urządzeniu, na którym ten portfel nie był dotąd używany.`,
    how: (minutes) =>
      `Jeśli to ty, otwórz ten link, aby zatwierdzić urządzenie; logowanie zakończy się wtedy na tamtym urządzeniu. Link działa jeden raz, przez ${minutesText(minutes)}.`,
    link: 'Zatwierdź to urządzenie',
    notYou:
      'Jeśli to nie ty, zignoruj tę wiadomość: bez tego linku urządzenie nie może się zalogować.',
  },
  recoveryNotice: {
    subject: 'Nowe urządzenie przywróciło twój portfel Airlock',
    what: 'Urządzenie, na którym twój portfel nie był wcześniej używany, zalogowało się kodem wysłanym na ten adres, następnie wpisało kod odzyskiwania wysłany na ten adres i przywróciło na sobie portfel.',
    notYou:
      'Jeśli to nie ty, ktoś może czytać twoją pocztę: zablokuj odzyskiwanie portfela linkiem poniżej, zabezpiecz swoje konto e-mail i natychmiast powiadom operatora tego portfela.',
    lock: 'Zablokuj odzyskiwanie mojego portfela',
  },
  pages: {
    invalidTitle: 'Ten link nie działa',
    approval: {
      confirmTitle: 'Zatwierdzić to urządzenie?',
      confirmWho: (email, dapp) => `Urządzenie loguje się do portfela ${email} w ${dapp}.`,
      confirmOnlyIf:
        'Zatwierdź je tylko wtedy, gdy właśnie się logujesz. Wyślemy Ci wtedy e-mailem kod do wpisania na tym urządzeniu.',
      confirmButton: 'Zatwierdź urządzenie',
      approvedTitle: 'Urządzenie zatwierdzone',
      approvedBody: (email, dapp) =>
        `Nowe urządzenie ${email} może się teraz zalogować: wróć do ${dapp}, gdzie logowanie się zakończy. Możesz zamknąć tę stronę.`,
      invalidBody:
        'Został już użyty, jest starszy niż 10 minut lub zastąpiło go nowsze logowanie. Zacznij logowanie od nowa, aby dostać nowy.',
      mailFailedTitle: 'Nie udało się wysłać kodu',
      mailFailedBody:
        'Urządzenie nie jest jeszcze zatwierdzone. Za chwilę otwórz ponownie link z e-maila.',
    },
    lock: {
      confirmTitle: 'Zablokować odzyskiwanie Twojego portfela?',
      confirmBody:
        'Nowe urządzenie odtworzyło Twój portfel. Jeśli to nie Ty, zablokuj odzyskiwanie: żadne inne urządzenie nie odtworzy wtedy portfela, dopóki operator tego portfela go nie odblokuje. Urządzenia, które już mają portfel, działają dalej.',
      confirmButton: 'Zablokuj odzyskiwanie',
      lockedTitle: 'Odzyskiwanie jest zablokowane',
      lockedBody:
        'Żadne nowe urządzenie nie może teraz odtworzyć Twojego portfela. Zabezpiecz swoje konto e-mail i poproś operatora tego portfela o odblokowanie odzyskiwania, gdy znów będzie bezpiecznie. Możesz zamknąć tę stronę.',
      invalidBody: 'Został już użyty lub zastąpiło go nowsze powiadomienie o odzyskaniu.',
    },
  },
}
