/**
 * The strings of the shell (header, bottom bar, error page, shared dialogs and form fields), the only
 * ones in the entry chunk. Each feature's strings are in its own features/<feature>/th.ts and load with
 * its lazy pages (docs/rules/member-site.md#first-load), so copy is still reviewed in one place per
 * feature and tests refer to the same text the member reads. Server messages come from the contract's
 * ERRORS table. The English error-page strings are those of docs/rules/member-site.md#error-page.
 */
export const th = {
  /** The three lists of a Thai date (shared/ui/form/thai-date-field.tsx). */
  dates: { day: 'วัน', month: 'เดือน', year: 'ปี (พ.ศ.)' },
  app: {
    documentTitle: 'UG99 - หวยออนไลน์ สล็อต คาสิโน',
    skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
    loading: 'กำลังโหลด',
    loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
    quickActions: 'ทางลัด',
  },
  api: {
    // Server faults use the contract's ERRORS.INTERNAL message, the same text the server sends.
    networkError: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
  },
  header: {
    label: 'ส่วนหัว',
    homeLink: 'หน้าแรก',
    navLabel: 'เมนูหลัก',
    register: 'สมัครสมาชิก',
    login: 'เข้าสู่ระบบ',
    announcements: 'ประกาศ',
    menu: {
      slot: 'สล็อต',
      lotto: 'หวย',
      casino: 'คาสิโน',
      sport: 'กีฬา',
      affiliate: 'สิทธิพิเศษ',
      promotions: 'โปรโมชั่น',
      winloss: 'คืนยอดเสีย',
      redeem: 'แลกของรางวัล',
    },
  },
  footer: {
    navLabel: 'เมนูด้านล่าง',
    home: 'หน้าแรก',
    profile: 'โปรไฟล์',
    affiliate: 'แนะนำเพื่อน',
    deposit: 'ฝากเงิน',
    login: 'เข้าสู่ระบบ',
    withdraw: 'ถอนเงิน',
    promotions: 'โปรโมชั่น',
    contact: 'ติดต่อเรา',
    newWindow: '(เปิดในหน้าต่างใหม่)',
    minAge: (minAge: number) => `สำหรับผู้ที่มีอายุ ${minAge} ปีขึ้นไป`,
  },
  /** The shared pager (statement, payment history). */
  pagination: {
    label: 'เลือกหน้า',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    pageOf: (page: number, pages: number) => `หน้า ${page} จาก ${pages}`,
  },
  copy: {
    copy: 'คัดลอก',
    copied: 'คัดลอกแล้ว',
    label: (what: string) => `คัดลอก${what}`,
    failed: 'คัดลอกไม่สำเร็จ กรุณากดค้างที่ข้อความเพื่อคัดลอกเอง',
  },
  dialog: {
    close: 'ปิด',
  },
  form: {
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    bank: 'ธนาคาร',
    bankPlaceholder: 'เลือกธนาคาร',
    optional: '(ไม่บังคับ)',
    saving: 'กำลังบันทึก…',
    save: 'บันทึก',
    // Field hints the register form and the member's own forms share.
    passwordHint: 'อย่างน้อย 8 ตัวอักษร ไม่ใช้ตัวเลขเรียงหรือเบอร์โทรศัพท์',
    bankAccountHint: 'เฉพาะตัวเลข ไม่ต้องใส่ขีด',
  },
  errorPage: {
    notFoundTitle: 'Not Found',
    notFoundMessage: 'This page could not be found',
    genericTitle: 'An error occurred',
    notFoundHint: 'ไม่พบหน้าที่คุณต้องการ',
    genericHint: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
    chunkFailed: 'เว็บไซต์เพิ่งได้รับการอัปเดต กรุณากลับหน้าแรกเพื่อโหลดหน้าใหม่',
    backHome: 'กลับหน้าแรก',
  },
} as const;
