import { describe, expect, it } from 'vitest';
import { contentLinkAllowed, httpsHostOf, isContentLinkShape, isSitePath } from './content-links.ts';

// docs/rules/content.md#links-and-images: a site path, or an https address on the operator's list.

const hosts = ['line.me', 'www.ug99.example'];

describe('content links and images', () => {
  it.each([
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>',
    'http://line.me/',
    'https://evil.example/',
    'https://line.me.evil.example/',
    'https://evil.example\\@line.me/',
    'https://line.me@evil.example/',
    'https://user:pw@line.me/',
    'https:line.me',
    'https:/line.me',
    'https://line.me/\tx',
    '/promo\ntion',
    '/promo\u200btion',
    'promotion',
    '',
  ])('refuses %j', (link) => {
    expect(contentLinkAllowed(link, hosts)).toBe(false);
  });

  it.each([
    '/promotion',
    '/lotto/lobby?x=1#top',
    '/media/a%2F%2Fb.svg',
    'https://line.me/R/ti/p/@ug99',
    'https://WWW.ug99.example:443/a',
  ])('keeps %j', (link) => {
    expect(contentLinkAllowed(link, hosts)).toBe(true);
  });

  it('tells a site path from an https address, and names the host', () => {
    expect(isSitePath('/media/banner.svg')).toBe(true);
    expect(isSitePath('https://line.me/a')).toBe(false);
    expect(httpsHostOf('https://Evil.Example/x')).toBe('evil.example');
    expect(isContentLinkShape('https://evil.example/')).toBe(true);
    expect(isContentLinkShape('//evil.example/')).toBe(false);
  });
});
