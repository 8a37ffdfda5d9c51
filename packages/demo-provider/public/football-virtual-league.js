/* global document */
// Virtual League: the next match and its 1X2 odds are fixed by the next nonce; pick, stake, kick off.
// The match card shows both clubs' crests, the odds and a 90-minute clock that runs down to the final
// score the server already drew (the clock only shows the result; no goal times are invented).
import { actions, el, play, setResult, stage, stake, start, whenSeedsChange, winText } from './common.js';
import { crest } from './crest.js';
import { reducedMotion, ruleTable, wait } from './rules.js';

// The picks, the teams' names, colours and the odds come from the game model (info.picks,
// info.fixture); this page keeps no copy.
let picks;
let fixture;
let nonce;
let pick;
let last;
let clock;
let score;

// odds arrive as whole hundredths (185 = 1.85): shown by whole-number division, never rounded again
const oddsOf = (id) => {
  const o = fixture.odds[id];
  return `${(o - (o % 100)) / 100}.${String(o % 100).padStart(2, '0')}`;
};

function render() {
  clock = el('p', { class: 'clock' }, 'นัดถัดไป');
  score = el('p', { class: 'score' }, 'vs');
  const side = (color, name, role) =>
    el(
      'div',
      { class: 'club' },
      crest(color, name),
      el('p', { class: 'club-name' }, name),
      el('p', { class: 'hint' }, role),
    );
  stage.replaceChildren(
    el(
      'div',
      { class: 'match-card' },
      el('p', { class: 'league' }, `ลีกเสมือน · นัดที่ ${nonce + 1}`),
      el(
        'div',
        { class: 'teams-row' },
        side(fixture.homeColor, fixture.homeName, 'เจ้าบ้าน'),
        el('div', { class: 'board' }, score, clock),
        side(fixture.awayColor, fixture.awayName, 'ทีมเยือน'),
      ),
      el(
        'p',
        { class: 'hint' },
        last
          ? `ผลนัดที่แล้ว ${last.homeName} ${last.homeGoals} – ${last.awayGoals} ${last.awayName}`
          : 'เลือกผลที่ทายแล้วกดเตะเลย',
      ),
    ),
  );
  actions.replaceChildren(
    el(
      'div',
      { class: 'spots', role: 'radiogroup', 'aria-label': 'ผลที่ทาย' },
      ...picks.map((p) =>
        el(
          'button',
          {
            type: 'button',
            role: 'radio',
            'aria-checked': String(p.id === pick),
            onclick: () => ((pick = p.id), render()),
          },
          `${p.name} @ ${oddsOf(p.id)}`,
        ),
      ),
    ),
    kick,
  );
}

/** The clock runs 0' to 90' and the final whistle shows the drawn score. */
async function playOut(result) {
  if (!reducedMotion()) {
    score.textContent = '0 – 0';
    for (let minute = 0; minute <= 90; minute += 5) {
      clock.textContent = `${minute}'`;
      await wait(70);
    }
  }
  score.textContent = `${result.homeGoals} – ${result.awayGoals}`;
  clock.textContent = 'จบการแข่งขัน';
}

const kick = el('button', { type: 'button', class: 'primary' }, 'เตะเลย');
const info = await start();
if (info) {
  picks = info.picks;
  pick = picks[0].id;
  fixture = info.fixture;
  nonce = Number(document.getElementById('fair-nonce').textContent);
  whenSeedsChange((next) => {
    fixture = next.fixture;
    nonce = 0;
    last = undefined;
    render();
  });
  render();
  actions.after(
    ruleTable(info, [
      'คู่แข่งขันและราคากำหนดจากลำดับรอบ (nonce) จึงรู้ก่อนเดิมพัน ผลสุ่มจากโอกาสเดียวกับที่ใช้คำนวณราคา ราคาหักส่วนต่าง 5% จ่ายเดิมพัน × ราคา',
    ]),
  );
  kick.addEventListener('click', async () => {
    const played = fixture;
    const answer = await play({ stake, pick, nonce }, [kick]);
    if (!answer) return;
    kick.disabled = true;
    await playOut(answer.view);
    await wait(reducedMotion() ? 0 : 900);
    last = { ...answer.view, homeName: played.homeName, awayName: played.awayName };
    fixture = answer.info.fixture;
    nonce = answer.fair.nonce;
    // the card turns to the next fixture; the played match's score stays in its line and the result
    render();
    kick.disabled = false;
    setResult(
      `${last.homeName} ${last.homeGoals} – ${last.awayGoals} ${last.awayName} · ${winText(answer.win)}`,
      answer.win > 0 ? 'win' : '',
    );
  });
}
