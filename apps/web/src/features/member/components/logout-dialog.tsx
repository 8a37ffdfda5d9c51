import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { memberTh } from '../th.ts';
import { ConfirmDialog } from '@/shared/ui/dialog.tsx';
import { useLogout } from '../api/logout.ts';

/**
 * docs/rules/member-site.md#logout: logout asks first ('ใช่แล้ว' / 'ยังอยู่กับเรา'). Staying is the
 * emphasised answer. Once confirmed the member goes home first, then is forgotten, so no member page is left
 * on screen asking for data without a token.
 */
export default function LogoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const logout = useLogout();
  const t = memberTh.logout;

  const confirm = async () => {
    await navigate('/');
    await logout.mutateAsync();
    toast.success(t.done);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      message={t.question}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      emphasis="cancel"
      pending={logout.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
