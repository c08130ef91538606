/** A point of a stroke as fractions of the pad's box; pressure from the pen, 0.5 otherwise. */
export type TPoint = { x: number; y: number; pressure: number };
export type TStroke = TPoint[];

const INK = '#1a1b4b';

/** Draws every stroke into the canvas at its current pixel size. */
export function drawStrokes(canvas: HTMLCanvasElement, strokes: readonly TStroke[]): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const scale = canvas.height / 90;
  for (const stroke of strokes) {
    const [first] = stroke;
    if (!first) continue;
    if (stroke.length === 1) {
      // A tap is a dot (the i's and full stops of a signature).
      context.beginPath();
      context.arc(first.x * canvas.width, first.y * canvas.height, 1.5 * scale, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    for (let i = 1; i < stroke.length; i++) {
      const a = stroke[i - 1] as TPoint;
      const b = stroke[i] as TPoint;
      context.lineWidth = (1 + b.pressure * 2) * scale;
      context.beginPath();
      context.moveTo(a.x * canvas.width, a.y * canvas.height);
      context.lineTo(b.x * canvas.width, b.y * canvas.height);
      context.stroke();
    }
  }
}

/** The drawing as PNG base64 (no data: prefix), as the server takes an image. */
export function toPngBase64(canvas: HTMLCanvasElement, strokes: readonly TStroke[]): string {
  drawStrokes(canvas, strokes);
  const url = canvas.toDataURL('image/png');
  return url.slice(url.indexOf(',') + 1);
}
