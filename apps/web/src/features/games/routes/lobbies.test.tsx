import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@ug99/contract';
import { LOBBY_LISTS, useLobbyStore } from '@/shared/store/lobby-store.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { callsTo, failWith, stubApi } from '@/test/fake-api.ts';
import { walletsWith } from '@/test/member-fixtures.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { toLobbyGame } from '../components/game-rules.ts';
import { baccarat, dragonWays, goldenReels, listOf, slotLobby } from '../test/catalogue.ts';

const slotConfig = {
  lobby_key: 'slot',
  sections: [
    { key: 'last', title: 'เล่นล่าสุด', kind: 'last', category: null, provider_id: null },
    { key: 'hot', title: 'เกมยอดนิยม', kind: 'hot', category: null, provider_id: null },
    { key: 'slot', title: 'สล็อต', kind: 'category', category: 'slot', provider_id: null },
  ],
};

function stubLobby(extra: Record<string, unknown> = {}) {
  return stubApi({
    '/api/game/lobby': slotLobby,
    '/api/lobby/configs': slotConfig,
    '/api/game/list': listOf([goldenReels, baccarat]),
    ...extra,
  });
}

/**
 * A game list once its games are in (skeleton lists carry aria-busy) and its page has settled: a category
 * lobby is busy until its sections are known too (category-lobby.tsx), and the lists drawn before then
 * are replaced, so a button found in one could be gone by the click (once, on a loaded machine).
 */
const list = (name: string) =>
  waitFor(() => {
    const ul = screen.getByRole('list', { name: `รายการ${name}` });
    expect(ul.closest('[aria-busy]')).toBeNull();
    return ul;
  });
/** The games a list offers, by the names their play buttons read. */
const names = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('button', { name: /^เล่น / })
    .map((b) => b.getAttribute('aria-label')?.replace(/^เล่น /, ''));

beforeEach(() => {
  useUserStore.getState().clearUser();
  useSessionStore.getState().selectGame(null);
  for (const name of LOBBY_LISTS) useLobbyStore.getState().setLobbyList(name, []);
});

describe('category lobby (/slot)', () => {
  it("shows the configured sections: the category's hot games and all its games; no history for a visitor", async () => {
    const fetchMock = stubLobby();
    renderRoutes('/slot');
    expect(await screen.findByRole('heading', { level: 1, name: 'สล็อต' })).toBeTruthy();
    await waitFor(async () => expect(names(await list('เกมยอดนิยม'))).toEqual(['โกลเด้นรีล']));
    expect(names(await list('สล็อต'))).toEqual(['โกลเด้นรีล', 'Dragon Ways มังกรทอง']);
    expect(screen.queryByRole('heading', { name: 'เล่นล่าสุด' })).toBeNull();
    expect(callsTo(fetchMock, '/api/game/last')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/game/lobby')[0]?.query.get('category')).toBe('slot');
  });

  it('filters by provider and searches by name, saying so when nothing matches', async () => {
    stubLobby();
    renderRoutes('/slot');
    await list('สล็อต');
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'เลือกค่ายเกม' })).getByRole('button', { name: 'PGX' }),
    );
    expect(names(await list('เกมทั้งหมด'))).toEqual(['Dragon Ways มังกรทอง']);

    fireEvent.click(screen.getByRole('button', { name: 'ทุกค่าย' }));
    fireEvent.change(screen.getByLabelText('ค้นหาเกม'), { target: { value: 'โกลเด้น' } });
    expect(names(await list('เกมทั้งหมด'))).toEqual(['โกลเด้นรีล']);

    fireEvent.change(screen.getByLabelText('ค้นหาเกม'), { target: { value: 'ไม่มีเกมนี้' } });
    expect(await screen.findByText('ไม่พบเกมที่ค้นหา ลองพิมพ์ชื่ออื่นหรือเลือกทุกค่าย')).toBeTruthy();
  });

  it("shows a member's last played games of this category, and keeps the lists in the store", async () => {
    useUserStore.getState().loginSuccess('token-abc');
    stubLobby({
      '/api/game/last': [
        { ...baccarat, last_played_at: '2026-11-20T10:00:00Z' },
        { ...goldenReels, last_played_at: '2026-11-20T09:00:00Z' },
      ],
      '/api/member/wallets': walletsWith(0),
      '/api/member/points': { point: 0 },
      '/api/get_user_info': null,
    });
    renderRoutes('/slot');
    expect(names(await list('เล่นล่าสุด'))).toEqual(['โกลเด้นรีล']);
    await waitFor(() =>
      expect(useLobbyStore.getState().last.map((g) => g.game_id)).toEqual([
        'baccarat-classic',
        'slot-golden-reels',
      ]),
    );
    expect(useLobbyStore.getState().slot.map((g) => g.game_id)).toEqual(['slot-golden-reels', 'dragon-ways']);
    expect(useLobbyStore.getState().hot.map((g) => g.game_id)).toEqual([
      'slot-golden-reels',
      'baccarat-classic',
    ]);
  });

  it('holds a screen for the sections until the games and the sections are known, then lets go', async () => {
    let answer: (games: unknown) => void = () => undefined;
    const lobby = new Promise((resolve) => (answer = resolve));
    stubLobby({ '/api/game/lobby': () => lobby });
    renderRoutes('/slot');
    await screen.findByRole('heading', { level: 1, name: 'สล็อต' });
    // The sections' wrapper is busy (and a screen tall) while the lobby has not answered.
    const sections = () =>
      screen.getByRole('list', { name: 'รายการสล็อต' }).closest('div[aria-busy], div.space-y-6')!;
    expect(sections().getAttribute('aria-busy')).toBe('true');
    expect(sections().className).toContain('aria-busy:min-h-dvh');
    answer(slotLobby);
    await list('สล็อต');
    await waitFor(() => expect(sections().getAttribute('aria-busy')).toBeNull());
  });

  it('shows the cached list at once while the network has not answered', async () => {
    useLobbyStore.getState().setLobbyList('slot', [toLobbyGame(dragonWays, 'slot')]);
    stubLobby({ '/api/game/lobby': () => new Promise(() => undefined) });
    renderRoutes('/slot');
    expect(names(await list('สล็อต'))).toEqual(['Dragon Ways มังกรทอง']);
  });

  it('sends a visitor who picks a real-money game to /login with the way back and the game, and opens a demo without login', async () => {
    stubLobby();
    const { router } = renderRoutes('/slot');
    const games = await list('สล็อต');
    fireEvent.click(within(games).getByRole('button', { name: 'ทดลองเล่น โกลเด้นรีล ฟรี' }));
    expect(useSessionStore.getState().selectedGame).toMatchObject({
      game_id: 'slot-golden-reels',
      provider_id: 'demo',
      sub_provider_id: '',
      source: 'slot',
      is_demo: true,
    });
    // The demo's game sheet is a modal that hides the list until it has closed.
    act(() => useSessionStore.getState().selectGame(null));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(await list('สล็อต')).getByRole('button', { name: 'เล่น Dragon Ways มังกรทอง' }));
    // Where the app sent the visitor: the navigation's target, already set while the login page's lazy code
    // loads (in a full run on a busy machine that import once outlasted waitFor's 5 s), or the location
    // once it has.
    const target = () => router.state.navigation.location ?? router.state.location;
    await waitFor(() => expect(`${target().pathname}${target().search}`).toBe('/login?next=%2Fslot'));
    expect(useSessionStore.getState().selectedGame).toBeNull();
    // docs/ACCOUNTS.md#coming-back-after-login: the login page opens this game once logged in.
    expect(target().state).toEqual({
      openGame: {
        game_id: 'dragon-ways',
        provider_id: 'pgx',
        sub_provider_id: '',
        source: 'slot',
        is_demo: false,
        name: 'Dragon Ways มังกรทอง',
      },
    });
  });
});

describe('/lobby/{name} and /play', () => {
  it("shows one provider's games", async () => {
    stubLobby({
      '/api/game/lobby': { ...slotLobby, providers: [slotLobby.providers[1]], games: [dragonWays] },
    });
    renderRoutes('/lobby/pgx');
    expect(await screen.findByRole('heading', { level: 1, name: 'เกมจากค่าย PGX' })).toBeTruthy();
    expect(names(await list('เกมจากค่าย PGX'))).toEqual(['Dragon Ways มังกรทอง']);
  });

  it('gives the 404 page for a name that is no section and no provider', async () => {
    stubLobby({ '/api/game/lobby': { category: null, providers: [], games: [] } });
    renderRoutes('/lobby/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('gives the 404 page without asking the server for a name no provider can have', async () => {
    const fetchMock = stubLobby();
    renderRoutes('/lobby/no%20such%20name');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/game/lobby')).toHaveLength(0);
  });

  it('lists every game on /play and narrows it by category on the server', async () => {
    const fetchMock = stubLobby({ '/api/game/lobby': { ...slotLobby, category: null } });
    renderRoutes('/play');
    expect(names(await list('เกมทั้งหมด'))).toEqual(['โกลเด้นรีล', 'บาคาร่าคลาสสิก']);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'เลือกประเภทเกม' })).getByRole('button', { name: 'คาสิโน' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/game/list').at(-1)?.query.get('category')).toBe('casino'),
    );
  });

  it('a lobby call that fails is toasted and leaves the cached games in place', async () => {
    const error = vi.spyOn(toast, 'error');
    useLobbyStore.getState().setLobbyList('slot', [toLobbyGame(goldenReels, 'slot')]);
    stubLobby({ '/api/game/lobby': failWith('INTERNAL') });
    renderRoutes('/slot');
    await waitFor(() => expect(error).toHaveBeenCalledWith(ERRORS.INTERNAL.message, expect.anything()));
    expect(names(await list('สล็อต'))).toEqual(['โกลเด้นรีล']);
  });
});
