/** A PDF opened for showing: its page count, each page's shape, and a way to draw a page. */
export type TPdfView = {
  pageCount: number;
  /** Height over width of a page (0-based), so its box can be sized before it is drawn. */
  aspect: (page: number) => Promise<number>;
  /** Draws a page into the canvas at the given CSS width, sharp at the screen's pixel ratio. */
  draw: (page: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
  close: () => void;
};

/**
 * Opens the PDF at `url` with pdf.js, loaded only when a signer opens a document: the
 * library and its worker are some hundreds of kilobytes that no other page needs.
 */
export async function openPdf(
  url: string,
  opts: { httpHeaders?: Record<string, string> } = {},
): Promise<TPdfView> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // A signer's link carries its token in the URL; the sender's preview sends their session's
  // bearer token as a header.
  const pdf = await pdfjs.getDocument({
    url,
    isEvalSupported: false,
    httpHeaders: opts.httpHeaders,
  }).promise;
  return {
    pageCount: pdf.numPages,
    aspect: async (page) => {
      const viewport = (await pdf.getPage(page + 1)).getViewport({ scale: 1 });
      return viewport.height / viewport.width;
    },
    draw: async (page, canvas, cssWidth) => {
      const pdfPage = await pdf.getPage(page + 1);
      const base = pdfPage.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot draw the document.');
      await pdfPage.render({ canvasContext: context, viewport }).promise;
    },
    close: () => void pdf.destroy(),
  };
}
