import { describe, expect, it } from 'vitest';
import html from '../../../offline.html?raw';

describe('offline.html', () => {
  it('is a Thai page saying the network is gone, with a link that asks for the same page again', () => {
    expect(html).toMatch(/<html lang="th">/);
    expect(html).toContain('<h1>ไม่มีการเชื่อมต่ออินเทอร์เน็ต</h1>');
    expect(html).toContain('<a class="retry" href="">ลองใหม่อีกครั้ง</a>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('has no script and no inline style, which the server CSP would block', () => {
    expect(html).not.toMatch(/<script\b|<style\b|\sstyle="/);
  });
});
