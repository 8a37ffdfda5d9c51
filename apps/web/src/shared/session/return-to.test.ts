import { describe, expect, it } from 'vitest';
import { gameToOpen, loginPath, returnPathOf, safeReturnPath } from './return-to.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/slot')).toBe('/slot');
    expect(safeReturnPath('/lotto/42?tab=bills#form')).toBe('/lotto/42?tab=bills#form');
    expect(safeReturnPath('/poll/1')).toBe('/poll/1');
  });

  it('refuses other sites and anything that is not a plain path', () => {
    for (const raw of [
      '//evil.example',
      '//evil.example/member',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/member',
      'http:/evil.example',
      'javascript:alert(1)',
      'member',
      '',
      null,
      undefined,
      '/\u0000x',
      '/\tevil',
      '/\r\n/evil.example',
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('keeps encoded characters as text of the path', () => {
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('does not return to the login, register or forgot pages', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/register?ref=ABC123')).toBeNull();
    expect(safeReturnPath('/forgot')).toBeNull();
    expect(safeReturnPath('/loginx')).toBe('/loginx');
  });

  it('normalises dot segments before checking, so they cannot climb to another host', () => {
    expect(safeReturnPath('/a/../member')).toBe('/member');
    expect(safeReturnPath('/./login')).toBeNull();
  });
});

describe('loginPath and returnPathOf', () => {
  it('sends the page along and brings it back', () => {
    const login = loginPath({ pathname: '/slot', search: '?q=1' });
    expect(login).toBe('/login?next=%2Fslot%3Fq%3D1');
    expect(returnPathOf(login.slice('/login'.length))).toBe('/slot?q=1');
  });

  it('sends nothing from home or an auth page, and falls back to the member area', () => {
    expect(loginPath({ pathname: '/' })).toBe('/login');
    expect(loginPath({ pathname: '/login', search: '?next=%2Fslot' })).toBe('/login');
    expect(returnPathOf('')).toBe('/member');
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBe('/member');
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBe('/member');
  });
});

describe('gameToOpen', () => {
  const game = { game_id: 'slot-golden-reels', provider_id: 'demo', sub_provider_id: '', source: 'slot' };

  it('opens a well-formed game for real money', () => {
    expect(gameToOpen({ openGame: { ...game, name: 'โกลเด้นรีล', is_demo: true } })).toEqual({
      ...game,
      name: 'โกลเด้นรีล',
      is_demo: false,
    });
  });

  it('ignores anything else', () => {
    expect(gameToOpen(null)).toBeNull();
    expect(gameToOpen({})).toBeNull();
    expect(gameToOpen({ openGame: { ...game, game_id: 42 } })).toBeNull();
  });
});
