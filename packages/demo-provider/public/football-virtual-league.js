/* global document */
// Virtual League: the next match and its 1X2 odds are fixed by the next nonce; pick, stake, kick off.
import { actions, el, play, setResult, stage, stake, start, whenSeedsChange, winText } from './common.js';

const TEAMS = {
  'bangkok-tigers': 'บางกอก ไทเกอร์ส',
  'chiang-mai-elephants': 'เชียงใหม่ เอเลแฟนท์ส',
  'phuket-sharks': 'ภูเก็ต ชาร์คส์',
  'khon-kaen-eagles': 'ขอนแก่น อีเกิลส์',
  'korat-lions': 'โคราช ไลออนส์',
  'udon-warriors': 'อุดร วอริเออร์ส',
  'hat-yai-dragons': 'หาดใหญ่ ดรากอนส์',
  'pattaya-dolphins': 'พัทยา ดอลฟินส์',
};
const PICKS = [
  { id: 'home', label: 'เจ้าบ้านชนะ (1)' },
  { id: 'draw', label: 'เสมอ (X)' },
  { id: 'away', label: 'ทีมเยือนชนะ (2)' },
];

let fixture;
let nonce;
let pick = 'home';
let last;

function render() {
  // odds arrive as whole hundredths (185 = 1.85): shown by whole-number division, never rounded again
  const odds = (id) => {
    const o = fixture.odds[id];
    return `${(o - (o % 100)) / 100}.${String(o % 100).padStart(2, '0')}`;
  };
  stage.replaceChildren(
    el(
      'div',
      { class: 'fixture' },
      el('p', { class: 'teams' }, `${TEAMS[fixture.home]} พบ ${TEAMS[fixture.away]}`),
      el('p', { class: 'score' }, last ? `${last.homeGoals} – ${last.awayGoals}` : 'vs'),
      el(
        'p',
        { class: 'hint' },
        last
          ? `ผลนัดที่แล้ว ${TEAMS[last.home]} ${last.homeGoals} – ${last.awayGoals} ${TEAMS[last.away]}`
          : 'นัดถัดไป',
      ),
    ),
  );
  actions.replaceChildren(
    el(
      'div',
      { class: 'spots', role: 'radiogroup', 'aria-label': 'ผลที่ทาย' },
      ...PICKS.map((p) =>
        el(
          'button',
          {
            type: 'button',
            role: 'radio',
            'aria-checked': String(p.id === pick),
            onclick: () => ((pick = p.id), render()),
          },
          `${p.label} @ ${odds(p.id)}`,
        ),
      ),
    ),
    kick,
  );
}

const kick = el('button', { type: 'button', class: 'primary' }, 'เตะเลย');
const info = await start();
if (info) {
  fixture = info.fixture;
  nonce = Number(document.getElementById('fair-nonce').textContent);
  whenSeedsChange((next) => {
    fixture = next.fixture;
    nonce = 0;
    last = undefined;
    render();
  });
  render();
  kick.addEventListener('click', async () => {
    const played = fixture;
    const answer = await play({ stake, pick, nonce }, [kick]);
    if (!answer) return;
    last = { ...answer.view, home: played.home, away: played.away };
    fixture = answer.info.fixture;
    nonce = answer.fair.nonce;
    render();
    setResult(winText(answer.win), answer.win > 0 ? 'win' : '');
  });
}
