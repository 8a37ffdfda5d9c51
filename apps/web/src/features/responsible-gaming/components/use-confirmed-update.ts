import type { ResponsibleGamingUpdate } from '@ug99/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { formMessageOf } from '../../../shared/forms/index.ts';
import { useUpdateRgSettings } from '../api/update-settings.ts';

/**
 * Cool-off and self-exclusion cannot be undone early, so the form only proposes the change; it is sent
 * after the member confirms it in a dialog. A refusal comes back as the form's message.
 */
export function useConfirmedUpdate(successMessage: string, onError: (message: string) => void) {
  const update = useUpdateRgSettings();
  const [proposal, setProposal] = useState<ResponsibleGamingUpdate | null>(null);

  const confirm = async () => {
    if (!proposal) return;
    try {
      await update.mutateAsync(proposal);
      toast.success(successMessage);
    } catch (error) {
      const message = formMessageOf(error);
      if (message) onError(message);
    } finally {
      setProposal(null);
    }
  };

  return {
    proposal,
    propose: setProposal,
    cancel: () => setProposal(null),
    confirm: () => void confirm(),
    pending: update.isPending,
  };
}
