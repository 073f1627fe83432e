import type { MailTexts } from './mailTexts.js'

/** The e-mails in Turkish (a noun after a number stays singular: "10 dakika"). */
export const tr: MailTexts = {
  code: {
    subject: (code) => `Airlock kodunuz: ${code}`,
    recoverySubject: (code) => `Airlock cüzdanı kurtarma kodunuz: ${code}`,
    heading: 'Airlock kodunuz:',
    ownWallet: 'Airlock cüzdanınızın',
    task: {
      login: (dapp) => `Cüzdanınıza giriş yapmak için bu kodu ${dapp} içinde girin.`,
      recovery: (dapp) =>
        `Cüzdanınızı yeni bir cihazda geri yüklemek için bu kodu ${dapp} içinde girin. Bu kod tek başına giriş yapmanızı sağlamaz.`,
      linkSocial: (dapp, provider) =>
        `${provider ?? 'Sosyal medya'} hesabınızı bu e-posta adresinin cüzdanına bağlamak için bu kodu ${dapp} içinde girin.`,
      confirmCurrent: (dapp, newEmail) =>
        `Cüzdanınızın e-posta adresini${newEmail ? ` ${newEmail} olarak` : ''} değiştirmek istediğinizi onaylamak için bu kodu ${dapp} içinde girin.`,
      confirmNew: (dapp) =>
        `Bunun cüzdanınızın yeni e-posta adresi olduğunu onaylamak için bu kodu ${dapp} içinde girin.`,
    },
    validity: (minutes) => `Kod bir kez ve ${minutes} dakika boyunca geçerlidir.`,
    notYou: {
      login:
        'Giriş yapmayı siz denemediyseniz bu e-postayı yok sayın: bu kod olmadan kimse giriş yapamaz.',
      recovery:
        'Cüzdanınızı geri yüklemeyi siz denemediyseniz biri e-postanızı okuyabiliyor ya da cüzdanınızda oturum açmış durumda: bu kodu kimseyle paylaşmayın ve e-posta hesabınızı güvence altına alın.',
      linkSocial:
        'Giriş yapmayı siz denemediyseniz bu e-postayı yok sayın: bu kod olmadan hiçbir şey bağlanmaz.',
      change:
        'Bu değişikliği siz istemediyseniz bu e-postayı yok sayın: bu kod olmadan hiçbir şey değişmez.',
    },
  },
  deviceApproval: {
    subject: 'Airlock cüzdanınız için yeni bir cihazı onaylayın',
    why: (dapp) =>
      `Biri ${dapp} içinde, daha önce kullanmadığınız bir cihazdan cüzdanınıza giriş yapıyor.`,
    how: (minutes) =>
      `Bu sizseniz cihazı onaylamak için bu bağlantıyı açın; giriş ardından o cihazda tamamlanır. Bağlantı bir kez ve ${minutes} dakika boyunca geçerlidir.`,
    link: 'Bu cihazı onayla',
    notYou: 'Bu siz değilseniz bu e-postayı yok sayın: cihaz bu bağlantı olmadan giriş yapamaz.',
  },
  recoveryNotice: {
    subject: 'Yeni bir cihaz Airlock cüzdanınızı geri yükledi',
    what: 'Cüzdanınızı daha önce hiç kullanmamış bir cihaz, bu adrese gönderilen bir kodla giriş yaptı, ardından bu adrese gönderilen bir kurtarma kodunu girdi ve cüzdanı kendi üzerine geri yükledi.',
    notYou:
      'Bu siz değilseniz biri e-postanızı okuyabiliyor: aşağıdaki bağlantıyla cüzdanınızın kurtarılmasını kilitleyin, e-posta hesabınızı güvence altına alın ve bu cüzdanın işletmecisine hemen haber verin.',
    lock: 'Cüzdanımın kurtarılmasını kilitle',
  },
  pages: {
    invalidTitle: 'Bu bağlantı çalışmıyor',
    approval: {
      confirmTitle: 'Bu cihaz onaylansın mı?',
      confirmWho: (email, dapp) =>
        `Bir cihaz ${dapp} içinde ${email} adresinin cüzdanına giriş yapıyor.`,
      confirmOnlyIf:
        'Yalnızca şu anda giriş yapan sizseniz onaylayın. Ardından oraya girmeniz için size e-postayla bir kod göndereceğiz.',
      confirmButton: 'Cihazı onayla',
      approvedTitle: 'Cihaz onaylandı',
      approvedBody: (email, dapp) =>
        `${email} adresinin yeni cihazı artık giriş yapabilir: girişin tamamlandığı ${dapp} uygulamasına dönün. Bu sayfayı kapatabilirsiniz.`,
      invalidBody:
        'Zaten kullanılmış, 10 dakikadan eski ya da daha yeni bir giriş onun yerini almış. Yenisini almak için girişi yeniden başlatın.',
      mailFailedTitle: 'Kod gönderilemedi',
      mailFailedBody: 'Cihaz henüz onaylanmadı. Birazdan e-postadaki bağlantıyı yeniden açın.',
    },
    lock: {
      confirmTitle: 'Cüzdanınızın kurtarılması kilitlensin mi?',
      confirmBody:
        'Yeni bir cihaz cüzdanınızı geri yükledi. Bu siz değilseniz kurtarmayı kilitleyin: bu cüzdanın operatörü kilidi açana kadar başka hiçbir cihaz cüzdanı geri yükleyemez. Cüzdanı zaten taşıyan cihazlar çalışmaya devam eder.',
      confirmButton: 'Kurtarmayı kilitle',
      lockedTitle: 'Kurtarma kilitlendi',
      lockedBody:
        'Artık hiçbir yeni cihaz cüzdanınızı geri yükleyemez. E-posta hesabınızı güvene alın ve yeniden güvenli olduğunda bu cüzdanın operatöründen kurtarmanın kilidini açmasını isteyin. Bu sayfayı kapatabilirsiniz.',
      invalidBody: 'Zaten kullanılmış ya da daha yeni bir kurtarma bildirimi onun yerini almış.',
    },
  },
}
