import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from './form.tsx';

function LoginLike() {
  return (
    <Form aria-label="เข้าสู่ระบบ" className="space-y-4" onSubmit={(e) => e.preventDefault()}>
      <label>
        รหัสผ่าน
        <input name="password" type="password" />
      </label>
      <button type="submit">เข้าสู่ระบบ</button>
    </Form>
  );
}

/** Disabled as the browser sees it: by its own attribute or a disabled fieldset around it. */
const fieldDisabled = () => screen.getByLabelText('รหัสผ่าน').matches(':disabled');
const buttonDisabled = () => screen.getByRole('button', { name: 'เข้าสู่ระบบ' }).matches(':disabled');

describe('Form (docs/FIRST-LOAD.md#before-hydration)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is drawn by the server with its fields and button disabled, its spacing on the fields', () => {
    document.body.innerHTML = `<div id="root">${renderToString(<LoginLike />)}</div>`;
    expect(fieldDisabled()).toBe(true);
    expect(buttonDisabled()).toBe(true);
    const fieldset = screen.getByRole('form', { name: 'เข้าสู่ระบบ' }).firstElementChild;
    expect(fieldset?.tagName).toBe('FIELDSET');
    expect(fieldset?.className).toBe('min-w-0 space-y-4');
  });

  it('takes input once the server markup has hydrated, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginLike />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LoginLike />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(fieldDisabled()).toBe(false);
    expect(buttonDisabled()).toBe(false);
  });

  it('takes input from the first render on a page the browser draws', () => {
    render(<LoginLike />);
    expect(fieldDisabled()).toBe(false);
    expect(buttonDisabled()).toBe(false);
  });
});
