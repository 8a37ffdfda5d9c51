import { useEffect, useState } from 'react';

/** Fields that bring up a phone's keyboard or picker; checkboxes, radios and buttons do not. */
const FIELD =
  'textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="range"])';

const isField = (target: EventTarget | null): boolean => target instanceof Element && target.matches(FIELD);

/**
 * True while a form field has the focus. `focusout` names the element taking the focus as its
 * relatedTarget, so moving from one field to the next never reads as "no field" in between.
 */
export function useFormFieldFocused(): boolean {
  const [focused, setFocused] = useState(
    () => typeof document !== 'undefined' && isField(document.activeElement),
  );
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setFocused(isField(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(isField(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return focused;
}
