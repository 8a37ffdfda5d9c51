import { PAGE_TITLES, type PageKey } from '../page-titles.ts';
import { formatPageTitle, SITE_NAME } from '../page-title.ts';

/**
 * What a link preview (LINE, Facebook, X) and a search engine read of a page (docs/FIRST-LOAD.md#tags):
 * its Thai title and description, its canonical address and a share image of its kind. Server-only: the
 * browser's bundle never imports this file.
 */
export type ShareImage = 'home' | 'games' | 'lotto' | 'promotions' | 'affiliate';

interface PageKind {
  description: string;
  image: ShareImage;
}

const GAMES: PageKind = {
  description: 'รวมเกมสล็อต คาสิโนสด กีฬา และยิงปลาจากหลายค่าย เล่นได้บนมือถือ',
  image: 'games',
};
const LOTTO: PageKind = {
  description: 'แทงหวยรัฐบาล หวยฮานอย หวยลาว หวยหุ้น และยี่กี 88 รอบต่อวัน',
  image: 'lotto',
};

const HOME: PageKind = {
  description: 'UG99 เว็บหวยออนไลน์ สล็อต คาสิโน กีฬา ครบจบในที่เดียว',
  image: 'home',
};

const KINDS: Partial<Record<PageKey, PageKind>> = {
  home: HOME,
  slot: GAMES,
  casino: GAMES,
  sport: GAMES,
  fishing: GAMES,
  freespin: GAMES,
  lobby: GAMES,
  play: GAMES,
  lottoLobby: LOTTO,
  lottoRates: { description: 'อัตราจ่ายหวยทุกประเภทของ UG99 ทั้งสามตัว สองตัว และเลขวิ่ง', image: 'lotto' },
  lottoResults: {
    description: 'ผลรางวัลหวยล่าสุดทุกประเภท หวยรัฐบาล หวยต่างประเทศ หวยหุ้น และยี่กี',
    image: 'lotto',
  },
  promotions: {
    description: 'โปรโมชั่นและโบนัสเงินฝากของ UG99 ดูเงื่อนไขยอดเทิร์นและรับโปรได้ทันที',
    image: 'promotions',
  },
  cashback: { description: 'คืนยอดเทิร์นรายวันจากยอดเล่นของคุณ รับได้ทุกวัน', image: 'promotions' },
  winloss: { description: 'คืนยอดเสียรายสัปดาห์ รับคืนจากยอดเสียของสัปดาห์ก่อน', image: 'promotions' },
  poll: { description: 'กิจกรรมโหวตลุ้นรางวัล สะสมสิทธิ์จากยอดฝาก', image: 'promotions' },
  affiliate: {
    description: 'ชวนเพื่อนสมัคร UG99 รับค่าคอมมิชชั่นทุกวันจากยอดเล่นของเพื่อนสองชั้น',
    image: 'affiliate',
  },
  register: {
    description: 'สมัครสมาชิก UG99 ด้วยเบอร์โทรศัพท์และบัญชีธนาคาร',
    image: 'home',
  },
  login: { description: 'เข้าสู่ระบบ UG99 ด้วยเบอร์โทรศัพท์และรหัสผ่าน', image: 'home' },
};

/** A member's referral link (`?ref=CODE`): its card names the affiliate programme, whatever the page. */
const REFERRAL = {
  title: `${SITE_NAME} ชวนคุณมาเล่นด้วยกัน | โปรแกรมแนะนำเพื่อน`,
  description: 'เพื่อนของคุณชวนมาสมัคร UG99 สมัครผ่านลิงก์นี้เพื่อเข้าร่วมโปรแกรมแนะนำเพื่อน',
};

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  /** Member pages: a search engine must not list them. */
  noindex: boolean;
}

export function pageMeta(page: PageKey, url: URL, origin: string, noindex: boolean): PageMeta {
  const kind = KINDS[page] ?? HOME;
  const referral = url.searchParams.has('ref');
  return {
    title: referral ? REFERRAL.title : formatPageTitle(PAGE_TITLES[page]),
    description: referral ? REFERRAL.description : kind.description,
    canonical: `${origin}${url.pathname}`,
    image: `${origin}/share/${referral ? 'affiliate' : kind.image}.png`,
    noindex,
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags for `<head>`, escaped. */
export function headTags(meta: PageMeta): string {
  const content = (value: string) => `content="${escapeAttribute(value)}"`;
  return [
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<meta name="description" ${content(meta.description)} />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escapeAttribute(meta.canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" ${content(SITE_NAME)} />`,
    `<meta property="og:locale" content="th_TH" />`,
    `<meta property="og:title" ${content(meta.title)} />`,
    `<meta property="og:description" ${content(meta.description)} />`,
    `<meta property="og:url" ${content(meta.canonical)} />`,
    `<meta property="og:image" ${content(meta.image)} />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" ${content(meta.title)} />`,
    `<meta name="twitter:description" ${content(meta.description)} />`,
    `<meta name="twitter:image" ${content(meta.image)} />`,
  ]
    .filter(Boolean)
    .join('\n    ');
}
