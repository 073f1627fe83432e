// The secure frame's texts in Thai. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const th = {
  title: {
    message: 'ลงนามข้อความนี้ไหม',
    typedData: 'ลงนามข้อมูลนี้ไหม',
    transaction: 'ส่งธุรกรรมนี้ไหม',
    permissions: 'อนุญาตเซสชันนี้หรือไม่',
    calls: 'ส่งการเรียกเหล่านี้พร้อมกันหรือไม่?',
  },
  requestedBy: (origin: string, network: string) => `ขอโดย ${origin} บน ${network}`,
  unknownNetwork: (chainId: string) => `เชน ${chainId}`,
  detailsLabel: 'สิ่งที่คุณถูกขอให้ลงนาม',
  to: 'ถึง',
  newContract: 'สัญญาใหม่',
  amount: 'จำนวน',
  data: 'ข้อมูล',
  dataBytes: (bytes: number) => `ข้อมูลสัญญา ${new Intl.NumberFormat('th').format(bytes)} ไบต์`,
  fee: 'ค่าธรรมเนียมเครือข่าย',
  estimating: 'กำลังประเมิน…',
  unavailable: 'ไม่พร้อมใช้งาน',
  reject: 'ปฏิเสธ',
  approve: 'อนุมัติ',
  session: {
    periods: { hour: 'ต่อชั่วโมง', day: 'ต่อวัน', week: 'ต่อสัปดาห์', total: 'รวมทั้งหมด' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `ใช้จ่ายได้สูงสุด ${amount} ${per} บน ${contract} จนถึง ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `เรียก ${fn} บน ${contract} ได้จนถึง ${until}`,
  },
  call: (index: number, total: number) => `การเรียก ${index} จาก ${total}`,
  token: 'โทเคน',
  spender: 'ผู้มีสิทธิ์ใช้จ่าย',
  atomic: 'การเรียกทั้งหมดจะสำเร็จพร้อมกัน หรือไม่มีรายการใดสำเร็จเลย',
  social: {
    connecting: (provider: string) => `กำลังเชื่อมต่อกับ ${provider}…`,
    loggingIn: 'กำลังเข้าสู่ระบบ…',
    done: 'คุณเข้าสู่ระบบแล้ว หน้าต่างนี้จะปิดลงเดี๋ยวนี้',
    verifyOtp: 'ป้อนรหัสที่เราส่งไปยังอีเมลของคุณในแอป',
    failed: (status: number) => `เข้าสู่ระบบไม่สำเร็จ (${status})`,
    offline: 'เข้าสู่ระบบไม่สำเร็จ: เครือข่ายไม่ตอบสนอง',
    refused: {
      socialAttemptMissing: 'ไม่มีการเข้าสู่ระบบด้วยโซเชียลที่กำลังดำเนินอยู่ในเบราว์เซอร์นี้',
      socialAttemptUsed: 'การเข้าสู่ระบบด้วยโซเชียลนี้ถูกใช้ไปแล้ว',
      socialAttemptCanceled: 'การเข้าสู่ระบบด้วยโซเชียลนี้ถูกยกเลิก',
      socialAttemptExpired: 'การเข้าสู่ระบบด้วยโซเชียลนี้หมดอายุแล้ว',
      socialLoginCancelled: (provider: string) => `การเข้าสู่ระบบด้วย ${provider} ถูกยกเลิก`,
      socialLoginRefused: (provider: string) => `${provider} ปฏิเสธการเข้าสู่ระบบ`,
      socialAnswerUntrusted: (provider: string) => `ไม่สามารถเชื่อถือคำตอบของ ${provider} ได้`,
      socialProviderUnavailable: (provider: string) => `${provider} ไม่ตอบสนอง`,
      socialIdentityInUse: (provider: string) => `บัญชี ${provider} นี้เป็นของวอลเล็ตอื่น`,
    },
  },
}
