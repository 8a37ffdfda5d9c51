// Web push's opt-in (issue 36 §3, docs/NOTIFICATIONS.md#web-push): /member/inbox offers notifications on
// this device, by group, at 390 and 1280 px, and the site serves the service worker that shows them.
// Sending is tested against a local push service in the server's push.test.ts: a headless browser here
// has no push service to subscribe at.
import { describe, expect, test } from 'vitest';
import { DESKTOP, keepScreenshot, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, newPhone, registerByApi } from './support/member.ts';

useBrowser();

describe('web push opt-in', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the inbox page offers notifications on this device at ${viewport.width} px`, async () => {
      const phone = newPhone();
      await registerByApi(phone);
      const page = await openPage(viewport);
      await logInAs(page, phone);
      await page.goto('/member/inbox');
      const section = page.getByRole('region', { name: 'แจ้งเตือนบนอุปกรณ์นี้' });
      await section.waitFor();
      const offered = await section.getByRole('button', { name: 'เปิดการแจ้งเตือน' }).count();
      if (offered > 0) {
        for (const group of ['ฝากถอน', 'ผลโพย', 'โปรโมชั่นและรางวัล', 'วงเงินที่ตั้งไว้']) {
          expect(await section.getByRole('checkbox', { name: group }).isChecked()).toBe(true);
        }
      } else {
        // A browser that blocks notifications is told where to allow them.
        await section
          .getByText(/เบราว์เซอร์/)
          .first()
          .waitFor();
      }
      await keepScreenshot(page, `inbox-push-${viewport.width}`, { fullPage: true });

      // The site's one service worker shows push messages (docs/PWA.md).
      const worker = await page.request.get('/sw.js');
      expect(worker.status()).toBe(200);
      expect(worker.headers()['content-type']).toMatch(/javascript/);
      expect(await worker.text()).toMatch(/addEventListener\(`push`|addEventListener\(['"]push['"]/);
    });
  }
});
