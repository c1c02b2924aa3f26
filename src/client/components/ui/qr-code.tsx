import { useEffect, useState } from 'react';

/** The QR code's modules drawn as one SVG path, with the 4-module quiet zone scanners expect. */
async function qrPath(value: string): Promise<{ d: string; count: number }> {
  // Loaded on demand: the encoder stays out of the page's first view (decision 0006).
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return { d, count: modules.size + 8 };
}

/**
 * A QR code of `value` as inline SVG (no HTML string injected), black on white in both themes so
 * phones can scan it. Empty (but sized) until the encoder has loaded.
 */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ value: string; d: string; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    qrPath(value)
      .then((path) => {
        if (live) setDrawn({ value, ...path });
      })
      .catch(() => {
        // Without the encoder (an old offline copy) the text beside the code still serves.
      });
    return () => {
      live = false;
    };
  }, [value]);
  const path = drawn?.value === value ? drawn : null;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path?.count ?? 1} ${path?.count ?? 1}`}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
      data-ready={path ? 'true' : undefined}
    >
      {path ? <path d={path.d} fill="#000" /> : null}
    </svg>
  );
}
