import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { affiliateTh } from '../th.ts';

/**
 * The register link as a QR code, drawn in the browser by the `qrcode` library as SVG: no image service
 * sees the member's link (docs/AFFILIATE.md#page).
 */
export function QrCode({ value }: { value: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => {
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        role="img"
        aria-label={affiliateTh.qrTitle}
        data-qr-value={value}
        className="size-44 rounded-xl bg-white p-2 [&>svg]:size-full"
        // The library's own SVG markup, made from the link alone.
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      <figcaption className="text-sm text-muted">{affiliateTh.qrHint}</figcaption>
    </figure>
  );
}
