import { useState } from 'react';
import { lottoTh } from '../th.ts';
import { getBillImage } from '../api/get-bill-image.ts';

/** Saves the file through a temporary link: the browser's download. */
function download(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * บันทึกรูป and แชร์ of a bill (docs/LOTTO.md, "Pages"): the server draws the picture; แชร์ hands the file to
 * the Web Share API where the browser can share files, else downloads it like บันทึกรูป.
 */
export function BillPictureActions({ billId }: { billId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (share: boolean) => {
    setBusy(true);
    setError(null);
    const got = await getBillImage(billId);
    setBusy(false);
    if ('message' in got) return setError(got.message);
    const data = { files: [got.file], title: lottoTh.billPictureTitle(billId) };
    if (share && typeof navigator.canShare === 'function' && navigator.canShare(data)) {
      try {
        await navigator.share(data);
      } catch {
        // The member closed the share sheet: nothing to do.
      }
      return;
    }
    download(got.file);
  };

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(false)}
          className="btn border border-gold-500 text-gold-300"
        >
          {lottoTh.savePicture}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(true)}
          className="btn border border-gold-500 bg-gold-500/15 text-gold-300"
        >
          {lottoTh.sharePicture}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}
