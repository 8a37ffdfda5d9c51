// The bet spots of the table games (baccarat, dragon tiger, sic bo): pick a stake, tap spots to bet
// (tap again to clear), then play. Spots, their names and returns come from the model (info.bets).
import { baht, el, setResult, stake } from './common.js';

/**
 * A bet's odds as the table shows them ("0.95:1"), from its return in hundredths of the stake (stake
 * included, 195 for the banker) as the game model pays it: whole-number arithmetic, never rounded.
 */
export function oddsText(returnHundredths) {
  const profit = returnHundredths - 100;
  const cents = profit % 100;
  return `${(profit - cents) / 100}${cents ? `.${String(cents).padStart(2, '0')}` : ''}:1`;
}

export function betSpots(info) {
  const bets = {};
  const buttons = info.bets.map((bet) => {
    const label = `${bet.name} ${oddsText(bet.returnHundredths)}`;
    const button = el(
      'button',
      { type: 'button', 'aria-pressed': 'false', class: `spot spot-${info.bets.indexOf(bet)}` },
      label,
    );
    button.addEventListener('click', () => {
      bets[bet.id] = bets[bet.id] === stake ? 0 : stake;
      button.setAttribute('aria-pressed', String(bets[bet.id] > 0));
      button.textContent = bets[bet.id] > 0 ? `${label} · ${baht(bets[bet.id])}` : label;
    });
    return button;
  });
  return {
    buttons,
    box: el('div', { class: 'spots' }, ...buttons),
    /** The bets placed, or undefined (with a Thai prompt) when none is. */
    placed() {
      const placed = Object.fromEntries(Object.entries(bets).filter(([, v]) => v > 0));
      if (Object.keys(placed).length > 0) return placed;
      setResult('กรุณาเลือกช่องที่จะเดิมพันก่อน', 'warn');
      return undefined;
    },
    nameOf: (id) => info.bets.find((b) => b.id === id)?.name ?? '',
  };
}
