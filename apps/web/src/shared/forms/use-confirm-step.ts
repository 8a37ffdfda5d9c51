import { useState } from 'react';

/**
 * For a change the member cannot take back (a withdrawal, a cool-off, a self-exclusion): the form only
 * proposes its checked values; they are sent after the member confirms them in a dialog, and the
 * dialog closes whatever the answer. Pass `send` through the form's `reporting` so a refusal shows in
 * the form.
 */
export function useConfirmStep<T>(send: (values: T) => Promise<void>) {
  const [proposal, setProposal] = useState<T | null>(null);

  const confirm = async () => {
    if (proposal === null) return;
    try {
      await send(proposal);
    } finally {
      setProposal(null);
    }
  };

  return {
    proposal,
    propose: (values: T) => setProposal(() => values),
    cancel: () => setProposal(null),
    confirm: () => void confirm(),
  };
}
