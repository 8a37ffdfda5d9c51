// Ocean Hunter: every shot costs the stake and hits one fish (paying its multiplier) or misses.
import { actions, el, play, setResult, stage, stake, start, winText } from './common.js';

const info = await start();
if (info) {
  // the fish, their names and multipliers come from the game model (info.fish); this page keeps no copy
  const tiles = new Map();
  stage.replaceChildren(
    el(
      'div',
      { class: 'school' },
      ...info.fish.map((f) => {
        const tile = el(
          'div',
          { class: 'fish' },
          el('strong', {}, `×${f.multiplier}`),
          el('span', {}, f.name),
        );
        tiles.set(f.id, tile);
        return tile;
      }),
    ),
  );
  const shoot = el('button', { type: 'button', class: 'primary' }, 'ยิง');
  actions.replaceChildren(shoot);
  shoot.addEventListener('click', async () => {
    const answer = await play({ stake }, [shoot]);
    if (!answer) return;
    for (const [id, tile] of tiles) tile.classList.toggle('hit', id === answer.view.fish);
    const fish = info.fish.find((f) => f.id === answer.view.fish)?.name;
    setResult(
      fish ? `โดน${fish} ×${answer.view.multiplier} · ${winText(answer.win)}` : 'ยิงพลาด รอบนี้ไม่ได้รางวัล',
      answer.win > 0 ? 'win' : '',
    );
  });
}
