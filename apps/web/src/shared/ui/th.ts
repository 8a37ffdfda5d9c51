/**
 * The strings of the shared form fields, pager and copy button: only pages that show one load them, so they
 * stay out of the entry chunk with the feature pages' strings (docs/rules/member-site.md#first-load).
 */
export const uiTh = {
  /** The three lists of a Thai date (shared/ui/form/thai-date-field.tsx). */
  dates: { day: 'วัน', month: 'เดือน', year: 'ปี (พ.ศ.)' },
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
};
