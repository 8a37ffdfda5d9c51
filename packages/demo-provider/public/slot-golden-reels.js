// Golden Reels: lines pay from the leftmost reel; enough scatters start free spins played within the same round.
import { actions, el, play, setResult, stage, stake, start, winText } from './common.js';

// Reels, rows, paylines, symbols and pays all come from the game model through `start()` (the
// provider's play/games.ts); this page keeps no copy of them.
let rules;
const symbolOf = (id) => rules.symbols.find((s) => s.id === id);
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

function showGrid(grid, lineWins = []) {
  const hits = new Set();
  for (const w of lineWins)
    for (let reel = 0; reel < w.count; reel++) hits.add(`${reel}:${rules.paylines[w.line][reel]}`);
  const cells = [];
  for (let row = 0; row < rules.rows; row++) {
    for (let reel = 0; reel < rules.reels; reel++) {
      const symbol = symbolOf(grid[reel][row]);
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
  const wild = symbolOf(info.wild).glyph;
  const scatter = symbolOf(info.scatter).glyph;
  // column i of the pay table is a run of minLineRun + i symbols
  const runs = info.paytable[Object.keys(info.paytable)[0]].map((_, i) => info.minLineRun + i);
  const scatterCounts = Object.keys(info.scatterPays);
  const rows = Object.entries(info.paytable).map(([id, pays]) =>
    el(
      'tr',
      {},
      el('td', {}, `${symbolOf(id).glyph} ${symbolOf(id).name}`),
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
      `${info.lines} ไลน์ จ่ายตามจำนวนเท่าของเดิมพันต่อไลน์ (เดิมพันรวม ÷ ${info.lines}) นับจากวงล้อซ้ายสุด ${wild} แทนทุกสัญลักษณ์ยกเว้น ${scatter}; ${scatter} ${scatterCounts.join('/')} ตัวที่ใดก็ได้ จ่าย ${scatterCounts.map((n) => `×${info.scatterPays[n]}`).join('/')} ของเดิมพันรวม และ ${info.freeSpinScatters} ตัวขึ้นไปได้ฟรีสปิน ${info.freeSpins} ครั้ง รางวัล ×${info.freeSpinMultiplier}`,
    ),
    el(
      'table',
      { class: 'table' },
      el('tr', {}, el('th', {}, 'สัญลักษณ์'), ...runs.map((n) => el('th', {}, String(n)))),
      ...rows,
    ),
  );
}

const info = await start();
if (info) {
  rules = info;
  // before the first spin every reel shows the top-paying symbols of the pay table
  const idle = Object.keys(info.paytable).slice(0, info.rows);
  showGrid(Array.from({ length: info.reels }, () => idle));
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
      setResult(`${symbolOf(info.scatter).glyph} ${base.scatters} ตัว ได้ฟรีสปิน ${free.length} ครั้ง!`, 'win');
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
