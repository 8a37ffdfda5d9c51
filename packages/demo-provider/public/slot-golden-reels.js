// Golden Reels: 5 reels × 3 rows, 10 lines; 3+ scatters start free spins played within the same round.
import { actions, el, play, setResult, stage, stake, start, winText } from './common.js';

// Text glyphs, not emoji: every phone font has them, so the reels look the same everywhere.
const SYMBOLS = {
  W: { glyph: '★', name: 'ไวลด์', tone: 'wild' },
  S: { glyph: '◆', name: 'สแกตเตอร์', tone: 'scatter' },
  D: { glyph: 'มังกร', name: 'มังกร', tone: 'high' },
  G: { glyph: 'ทอง', name: 'ทองแท่ง', tone: 'high' },
  L: { glyph: 'โคม', name: 'โคมแดง', tone: 'high' },
  C: { glyph: 'เหรียญ', name: 'เหรียญ', tone: 'high' },
  A: { glyph: 'A', name: 'A', tone: 'low' },
  K: { glyph: 'K', name: 'K', tone: 'low' },
  Q: { glyph: 'Q', name: 'Q', tone: 'low' },
  J: { glyph: 'J', name: 'J', tone: 'low' },
};
const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

function showGrid(grid, lineWins = []) {
  const hits = new Set();
  for (const w of lineWins)
    for (let reel = 0; reel < w.count; reel++) hits.add(`${reel}:${PAYLINES[w.line][reel]}`);
  const cells = [];
  for (let row = 0; row < 3; row++) {
    for (let reel = 0; reel < 5; reel++) {
      const symbol = SYMBOLS[grid[reel][row]];
      cells.push(
        el(
          'div',
          {
            class: `cell ${symbol.tone}${hits.has(`${reel}:${row}`) ? ' hit' : ''}`,
            'aria-label': symbol.name,
          },
          symbol.glyph,
        ),
      );
    }
  }
  stage.replaceChildren(el('div', { class: 'grid', role: 'img', 'aria-label': 'วงล้อ' }, ...cells));
}

function paytable(info) {
  const rows = Object.entries(info.paytable).map(([symbol, pays]) =>
    el(
      'tr',
      {},
      el('td', {}, `${SYMBOLS[symbol].glyph} ${SYMBOLS[symbol].name}`),
      ...pays.map((p) => el('td', {}, `×${p}`)),
    ),
  );
  return el(
    'details',
    {},
    el('summary', {}, 'ตารางจ่ายรางวัล'),
    el(
      'p',
      { class: 'hint' },
      `${info.lines} ไลน์ จ่ายตามจำนวนเท่าของเดิมพันต่อไลน์ (เดิมพันรวม ÷ ${info.lines}) นับจากวงล้อซ้ายสุด ★ แทนทุกสัญลักษณ์ยกเว้น ◆; ◆ 3/4/5 ตัวที่ใดก็ได้ จ่าย ×${info.scatterPays[3]}/×${info.scatterPays[4]}/×${info.scatterPays[5]} ของเดิมพันรวม และ 3 ตัวขึ้นไปได้ฟรีสปิน ${info.freeSpins} ครั้ง รางวัล ×${info.freeSpinMultiplier}`,
    ),
    el(
      'table',
      { class: 'table' },
      el('tr', {}, el('th', {}, 'สัญลักษณ์'), el('th', {}, '3'), el('th', {}, '4'), el('th', {}, '5')),
      ...rows,
    ),
  );
}

const info = await start();
if (info) {
  showGrid(Array.from({ length: 5 }, () => ['D', 'G', 'L']));
  const spin = el('button', { type: 'button', class: 'primary' }, 'หมุน');
  actions.replaceChildren(spin);
  actions.after(paytable(info));
  spin.addEventListener('click', async () => {
    setResult('กำลังหมุน…');
    const answer = await play({ stake }, [spin]);
    if (!answer) return;
    const [base, ...free] = answer.view.spins;
    showGrid(base.grid, base.lineWins);
    if (free.length > 0) {
      spin.disabled = true;
      setResult(`◆ ${base.scatters} ตัว ได้ฟรีสปิน ${free.length} ครั้ง!`, 'win');
      for (const [i, s] of free.entries()) {
        await wait(900);
        showGrid(s.grid, s.lineWins);
        setResult(`ฟรีสปิน ${i + 1}/${free.length}: ${winText(s.win)}`, s.win > 0 ? 'win' : '');
      }
      await wait(900);
      spin.disabled = false;
    }
    setResult(winText(answer.win), answer.win > 0 ? 'win' : '');
  });
}
