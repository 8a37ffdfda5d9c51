/* global document */
// Virtual League: the next match and its 1X2 odds are fixed by the next nonce; pick, stake, kick off.
import { actions, el, play, setResult, stage, stake, start, whenSeedsChange, winText } from './common.js';

// The picks, the teams' names and the odds come from the game model (info.picks, info.fixture); this
// page keeps no copy.
let picks;
let fixture;
let nonce;
let pick;
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
      el('p', { class: 'teams' }, `${fixture.homeName} พบ ${fixture.awayName}`),
      el('p', { class: 'score' }, last ? `${last.homeGoals} – ${last.awayGoals}` : 'vs'),
      el(
        'p',
        { class: 'hint' },
        last ? `ผลนัดที่แล้ว ${last.homeName} ${last.homeGoals} – ${last.awayGoals} ${last.awayName}` : 'นัดถัดไป',
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
          `${p.name} @ ${odds(p.id)}`,
        ),
      ),
    ),
    kick,
  );
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
  kick.addEventListener('click', async () => {
    const played = fixture;
    const answer = await play({ stake, pick, nonce }, [kick]);
    if (!answer) return;
    last = { ...answer.view, homeName: played.homeName, awayName: played.awayName };
    fixture = answer.info.fixture;
    nonce = answer.fair.nonce;
    render();
    setResult(winText(answer.win), answer.win > 0 ? 'win' : '');
  });
}
