/**
 * The Thai strings of the home page: every word the member reads there, in one place per feature
 * (README "Layout"). They live with the feature so they load with its lazy pages, not in the entry
 * chunk (docs/rules/member-site.md#first-load); the shell's strings stay in src/th.ts.
 */
export const homeTh = {
  heading: 'UG99 เว็บหวยออนไลน์ สล็อต คาสิโน กีฬา ครบจบในที่เดียว',
  bannersLabel: 'แบนเนอร์',
  bannerDot: (n: number, total: number) => `แบนเนอร์ที่ ${n} จาก ${total}`,
  bannerSlide: (n: number, total: number) => `${n} จาก ${total}`,
  slideRole: 'สไลด์',
  carouselRole: 'ภาพสไลด์',
  categoriesHeading: 'หมวดหมู่เกม',
  categories: {
    slot: 'สล็อต',
    lotto: 'หวย',
    casino: 'คาสิโน',
    sport: 'กีฬา',
    fishing: 'ยิงปลา',
    freespin: 'ฟรีสปิน',
  },
} as const;
