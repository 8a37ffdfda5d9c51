import type { responsibleGamingUpdate, ResponsibleGamingUpdate } from '@ug99/contract';
import { toast } from 'sonner';
import { useConfirmStep, type ContractForm } from '@/shared/forms/index.ts';
import { useUpdateRgSettings } from '../api/update-settings.ts';

/**
 * Cool-off and self-exclusion cannot be undone early, so the form only proposes the change; it is sent
 * after the member confirms it in a dialog. A refusal comes back as the form's message.
 */
export function useConfirmedUpdate(
  successMessage: string,
  reporting: ContractForm<typeof responsibleGamingUpdate>['reporting'],
) {
  const update = useUpdateRgSettings();
  const step = useConfirmStep(
    reporting(async (change: ResponsibleGamingUpdate) => {
      await update.mutateAsync(change);
      toast.success(successMessage);
    }),
  );
  return { ...step, pending: update.isPending };
}
