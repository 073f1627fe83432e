import type { MailTexts } from './mailTexts.js'

/** The e-mails in Indonesian. */
export const id: MailTexts = {
  code: {
    subject: (code) => `Kode Airlock Anda adalah ${code}`,
    recoverySubject: (code) => `Kode pemulihan dompet Airlock Anda adalah ${code}`,
    heading: 'Kode Airlock Anda adalah',
    ownWallet: 'dompet Airlock Anda',
    task: {
      login: (dapp) => `Masukkan kode ini di ${dapp} untuk masuk ke dompet Anda.`,
      recovery: (dapp) =>
        `Masukkan kode ini di ${dapp} untuk memulihkan dompet Anda di perangkat baru. Kode ini tidak membuat Anda masuk.`,
      linkSocial: (dapp, provider) =>
        `Masukkan kode ini di ${dapp} untuk menautkan akun ${provider ?? 'media sosial'} Anda ke dompet alamat email ini.`,
      confirmCurrent: (dapp, newEmail) =>
        `Masukkan kode ini di ${dapp} untuk mengonfirmasi bahwa Anda ingin mengubah alamat email dompet Anda${newEmail ? ` menjadi ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Masukkan kode ini di ${dapp} untuk mengonfirmasi bahwa ini adalah alamat email baru dompet Anda.`,
    },
    validity: (minutes) => `Kode ini berlaku sekali, selama ${minutes} menit.`,
    notYou: {
      login:
        'Jika Anda tidak mencoba masuk, abaikan email ini: tidak ada yang bisa masuk tanpa kode ini.',
      recovery:
        'Jika Anda tidak mencoba memulihkan dompet, seseorang dapat membaca email Anda atau sudah masuk ke dompet Anda: jangan bagikan kode ini, dan amankan akun email Anda.',
      linkSocial:
        'Jika Anda tidak mencoba masuk, abaikan email ini: tidak ada yang ditautkan tanpa kode ini.',
      change:
        'Jika Anda tidak meminta perubahan ini, abaikan email ini: tidak ada yang berubah tanpa kode ini.',
    },
  },
  deviceApproval: {
    subject: 'Setujui perangkat baru untuk dompet Airlock Anda',
    why: (dapp) =>
      `Seseorang sedang masuk ke dompet Anda di ${dapp} dari perangkat yang belum pernah Anda gunakan.`,
    how: (minutes) =>
      `Jika itu Anda, buka tautan ini untuk menyetujui perangkat tersebut; proses masuk lalu selesai di perangkat itu. Tautan berlaku sekali, selama ${minutes} menit.`,
    link: 'Setujui perangkat ini',
    notYou:
      'Jika itu bukan Anda, abaikan email ini: perangkat tersebut tidak dapat masuk tanpanya.',
  },
  recoveryNotice: {
    subject: 'Perangkat baru telah memulihkan dompet Airlock Anda',
    what: 'Sebuah perangkat yang belum pernah menggunakan dompet Anda masuk dengan kode yang dikirim ke alamat ini, lalu memasukkan kode pemulihan yang dikirim ke alamat ini, dan memulihkan dompet di perangkat tersebut.',
    notYou:
      'Jika itu bukan Anda, seseorang dapat membaca email Anda: kunci pemulihan dompet Anda melalui tautan di bawah, amankan akun email Anda, dan segera beri tahu operator dompet ini.',
    lock: 'Kunci pemulihan dompet saya',
  },
  pages: {
    invalidTitle: 'Tautan ini tidak berfungsi',
    approval: {
      confirmTitle: 'Setujui perangkat ini?',
      confirmWho: (email, dapp) => `Sebuah perangkat sedang masuk ke dompet ${email} di ${dapp}.`,
      confirmOnlyIf:
        'Setujui hanya jika Anda sedang masuk saat ini. Kami lalu akan mengirimkan kode lewat email untuk dimasukkan di sana.',
      confirmButton: 'Setujui perangkat',
      approvedTitle: 'Perangkat disetujui',
      approvedBody: (email, dapp) =>
        `Perangkat baru milik ${email} kini dapat masuk: kembali ke ${dapp}, tempat proses masuk selesai. Anda dapat menutup halaman ini.`,
      invalidBody:
        'Tautan ini sudah dipakai, berumur lebih dari 10 menit, atau digantikan oleh proses masuk yang lebih baru. Mulai masuk lagi untuk mendapatkan yang baru.',
      mailFailedTitle: 'Kode tidak dapat dikirim',
      mailFailedBody: 'Perangkat belum disetujui. Buka lagi tautan dari email sebentar lagi.',
    },
    lock: {
      confirmTitle: 'Kunci pemulihan dompet Anda?',
      confirmBody:
        'Sebuah perangkat baru memulihkan dompet Anda. Jika itu bukan Anda, kunci pemulihan: perangkat lain tidak dapat memulihkan dompet sampai operator dompet ini membukanya. Perangkat yang sudah memiliki dompet tetap berfungsi.',
      confirmButton: 'Kunci pemulihan',
      lockedTitle: 'Pemulihan terkunci',
      lockedBody:
        'Kini tidak ada perangkat baru yang dapat memulihkan dompet Anda. Amankan akun email Anda, dan minta operator dompet ini membuka kunci pemulihan saat sudah aman kembali. Anda dapat menutup halaman ini.',
      invalidBody:
        'Tautan ini sudah dipakai, atau digantikan oleh pemberitahuan pemulihan yang lebih baru.',
    },
  },
}
