// The secure frame's texts in Indonesian. A plain object: frameMessages.ts types it as
// FrameMessages in its map (importing the type here would be a circle of imports).
export const id = {
  title: {
    message: 'Tanda tangani pesan ini?',
    typedData: 'Tanda tangani data ini?',
    transaction: 'Kirim transaksi ini?',
    permissions: 'Izinkan sesi ini?',
    calls: 'Kirim panggilan ini bersama-sama?',
  },
  requestedBy: (origin: string, network: string) => `Diminta oleh ${origin} di ${network}`,
  unknownNetwork: (chainId: string) => `Jaringan ${chainId}`,
  detailsLabel: 'Yang diminta untuk Anda tanda tangani',
  to: 'Ke',
  newContract: 'Kontrak baru',
  amount: 'Jumlah',
  data: 'Data',
  dataBytes: (bytes: number) => `${new Intl.NumberFormat('id').format(bytes)} byte data kontrak`,
  fee: 'Biaya jaringan',
  estimating: 'Memperkirakan…',
  unavailable: 'Tidak tersedia',
  reject: 'Tolak',
  approve: 'Setujui',
  session: {
    periods: { hour: 'per jam', day: 'per hari', week: 'per minggu', total: 'secara total' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Boleh membelanjakan hingga ${amount} ${per} di ${contract} sampai ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Boleh memanggil ${fn} di ${contract} sampai ${until}`,
  },
  call: (index: number, total: number) => `Panggilan ${index} dari ${total}`,
  token: 'Token',
  spender: 'Pihak yang boleh membelanjakan',
  atomic: 'Semua panggilan berjalan bersama, atau tidak sama sekali.',
  social: {
    connecting: (provider: string) => `Menghubungkan ke ${provider}…`,
    loggingIn: 'Sedang masuk…',
    done: 'Anda sudah masuk. Jendela ini akan ditutup sekarang.',
    verifyOtp: 'Masukkan kode yang kami kirim ke email Anda di aplikasi.',
    failed: (status: number) => `Gagal masuk (${status}).`,
    offline: 'Gagal masuk: jaringan tidak merespons.',
    refused: {
      socialAttemptMissing: 'Tidak ada login sosial yang sedang berlangsung di browser ini',
      socialAttemptUsed: 'Login sosial ini sudah digunakan',
      socialAttemptCanceled: 'Login sosial ini dibatalkan',
      socialAttemptExpired: 'Login sosial ini sudah kedaluwarsa',
      socialLoginCancelled: (provider: string) => `Login dengan ${provider} dibatalkan`,
      socialLoginRefused: (provider: string) => `${provider} menolak login`,
      socialAnswerUntrusted: (provider: string) => `Jawaban dari ${provider} tidak dapat dipercaya`,
      socialProviderUnavailable: (provider: string) => `${provider} tidak merespons`,
      socialIdentityInUse: (provider: string) => `Akun ${provider} ini milik dompet lain`,
    },
  },
}
