import { DEMO_GAME_NAMES } from '@ug99/contract';
import type { GameId } from '../games/index.ts';

/** Thai names of the games: the catalogue's own (docs/GAMES.md#one-name), so tile and page agree. */
export const GAME_TITLES: Record<GameId, string> = DEMO_GAME_NAMES;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function shell(title: string, body: string, bodyAttributes = ''): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/assets/style.css">
</head>
<body${bodyAttributes}>
${body}
</body>
</html>`;
}

/**
 * The page of one game. The markup is the same for every game; /assets/<game>.js builds the table and
 * imports /assets/common.js for the balance, stakes, result and the fairness panel. No inline script or style.
 */
export function gamePage(game: GameId, sessionId: string, mode: 'real' | 'demo'): string {
  const title = GAME_TITLES[game];
  const body = `<header class="bar">
  <h1>${escape(title)}</h1>
  <p class="balance"><span>${mode === 'demo' ? 'เครดิตทดลอง' : 'ยอดเงิน'}</span> <strong id="balance">–</strong> <span>บาท</span></p>
  ${mode === 'demo' ? '<p class="badge">โหมดทดลอง เล่นด้วยเครดิตทดลอง ไม่ใช้เงินจริง</p>' : ''}
</header>
<main>
  <section id="stage" class="stage" aria-label="โต๊ะเกม"></section>
  <p id="result" class="result" role="status" aria-live="polite"></p>
  <section class="controls">
    <p class="label">เดิมพันต่อครั้ง (บาท)</p>
    <div id="stakes" class="stakes" role="radiogroup" aria-label="เดิมพันต่อครั้ง"></div>
    <div id="actions" class="actions"></div>
  </section>
  <details id="fair" class="fair">
    <summary>ตรวจสอบความยุติธรรม</summary>
    <dl>
      <dt>แฮชของเมล็ดเซิร์ฟเวอร์ (SHA-256)</dt><dd id="fair-hash" class="mono"></dd>
      <dt>เมล็ดฝั่งผู้เล่น</dt><dd id="fair-client" class="mono"></dd>
      <dt>ลำดับรอบ (nonce) ถัดไป</dt><dd id="fair-nonce" class="mono"></dd>
    </dl>
    <form id="fair-form" class="fair-form">
      <label for="client-seed">ตั้งเมล็ดฝั่งผู้เล่นใหม่</label>
      <input id="client-seed" name="client_seed" maxlength="64" autocomplete="off" spellcheck="false">
      <button type="submit">บันทึกและเปลี่ยนชุดเมล็ด</button>
      <button type="button" id="rotate">เปิดเผยเมล็ดเซิร์ฟเวอร์ปัจจุบัน</button>
    </form>
    <div id="revealed" class="revealed" hidden></div>
    <p class="hint">เมล็ดฝั่งผู้เล่นสุ่มขึ้นในเบราว์เซอร์ของท่านหลังจากแสดงแฮชของเมล็ดเซิร์ฟเวอร์แล้ว ผู้ให้บริการจึงเลือกเมล็ดเซิร์ฟเวอร์ให้เข้ากับเมล็ดของท่านไม่ได้ ท่านพิมพ์เมล็ดเองในช่องด้านบนได้ (ชุดเมล็ดจะเปลี่ยนใหม่)</p>
    <p class="hint">ผลของทุกรอบคำนวณจาก HMAC-SHA256(เมล็ดเซิร์ฟเวอร์, "เมล็ดผู้เล่น:nonce:ลำดับ") เมื่อเปิดเผยเมล็ดเซิร์ฟเวอร์แล้ว ท่านตรวจได้ว่าแฮชตรงกับที่แสดงไว้ก่อนเล่น และคำนวณผลรอบใดก็ได้ซ้ำด้วยคำสั่งที่แสดง</p>
    <ol id="rounds" class="rounds"></ol>
  </details>
</main>
<script type="module" src="/assets/${game}.js"></script>`;
  return shell(title, body, ` data-session="${escape(sessionId)}" data-game="${game}" data-mode="${mode}"`);
}

/** When a link cannot open a game: what happened and what to do, without any script. */
export function problemPage(message: string): string {
  return shell(
    'ไม่สามารถเปิดเกมได้',
    `<main class="problem"><h1>ไม่สามารถเปิดเกมได้</h1><p>${escape(message)}</p></main>`,
  );
}
