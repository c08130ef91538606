// A signature as the customer made it: strokes drawn with a mouse, finger or pen, or (the
// keyboard alternative) their name typed and drawn in a handwriting face. It becomes a PNG
// only when it is uploaded.

export type TPoint = { x: number; y: number };
export type TSignature =
  | { kind: 'drawn'; strokes: TPoint[][] }
  | { kind: 'typed'; text: string }
  | null;

export const SIGNATURE_SIZE = { width: 480, height: 160 } as const;

/** Whether there is a signature to upload: a stroke with some length, or a typed name. */
export function isSigned(s: TSignature): boolean {
  if (!s) return false;
  if (s.kind === 'typed') return s.text.trim().length > 0;
  return s.strokes.some((stroke) => stroke.length > 1);
}

/** Draws the signature on a canvas context (used by the pad and by the PNG). */
export function paintSignature(ctx: CanvasRenderingContext2D, s: TSignature) {
  ctx.clearRect(0, 0, SIGNATURE_SIZE.width, SIGNATURE_SIZE.height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SIGNATURE_SIZE.width, SIGNATURE_SIZE.height);
  ctx.strokeStyle = '#111827';
  ctx.fillStyle = '#111827';
  if (!s) return;
  if (s.kind === 'typed') {
    ctx.font = 'italic 44px "Brush Script MT", "Segoe Script", cursive';
    ctx.textBaseline = 'middle';
    ctx.fillText(s.text.trim(), 20, SIGNATURE_SIZE.height / 2, SIGNATURE_SIZE.width - 40);
    return;
  }
  ctx.lineWidth = 2.5;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of s.strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    ctx.beginPath();
    ctx.moveTo(first.x, first.y);
    for (const p of rest) ctx.lineTo(p.x, p.y);
    ctx.stroke();
  }
}

/** The signature as a PNG image, as the upload sends it. */
export function signaturePng(s: TSignature): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_SIZE.width;
  canvas.height = SIGNATURE_SIZE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no canvas'));
  paintSignature(ctx, s);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'),
  );
}

/** A key that changes whenever the signature does: an upload is reused only for the same one. */
export const signatureKey = (s: TSignature) => JSON.stringify(s);
