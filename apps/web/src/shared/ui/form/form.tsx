import type { ComponentProps } from 'react';
import { useHydrating } from '@/shared/hooks/use-hydrating.ts';

/**
 * Controls the server drew, disabled until the page has hydrated (docs/FIRST-LOAD.md#before-hydration):
 * before that nothing would act on what was typed or chosen, and hydration keeps the text on screen while
 * the page's state stays empty (a search that does not search) or drops it (react-hook-form's fields).
 * Disabled, they show they are not ready and take no input, so nothing typed is lost; they are usable a
 * moment later, without a reload. On a page the browser draws they are usable from the first render.
 * For controls outside a form (a lobby's search, the results' filters); a form is `Form`.
 */
export function Controls({ className, ...props }: Omit<ComponentProps<'fieldset'>, 'disabled'>) {
  const hydrating = useHydrating();
  return (
    <fieldset {...props} disabled={hydrating} className={className ? `min-w-0 ${className}` : 'min-w-0'} />
  );
}

/**
 * Every form of the member site (an ESLint rule keeps `<form>` out of the features): its fields are
 * `Controls`, so in the markup the server draws the form takes nothing until hydrated, and the browser
 * cannot send it itself (a GET with the fields, a password, in the address). `className` styles the
 * fieldset that holds the fields (the spacing between them), not the form.
 */
export function Form({ className, children, ...props }: ComponentProps<'form'>) {
  return (
    <form {...props}>
      <Controls className={className}>{children}</Controls>
    </form>
  );
}
