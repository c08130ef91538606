/** The largest picture accepted for an uploaded signature. */
export const MAX_SIGNATURE_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A PNG or JPEG signature picture as PNG base64 (no data: prefix), scaled down to at most
 * 1200 px wide so a phone photo does not send megabytes for a signature box.
 */
export async function imageFileToPngBase64(file: File): Promise<string> {
  if (!['image/png', 'image/jpeg'].includes(file.type)) {
    throw new Error('Choose a PNG or JPEG picture of your signature.');
  }
  if (file.size > MAX_SIGNATURE_IMAGE_BYTES) {
    throw new Error('That picture is larger than 5 MB. Choose a smaller one.');
  }
  const url = URL.createObjectURL(file);
  try {
    const image = await new Promise<HTMLImageElement>((resolve, reject) => {
      const element = new Image();
      element.onload = () => resolve(element);
      element.onerror = () => reject(new Error('That file could not be read as a picture.'));
      element.src = url;
    });
    const scale = Math.min(1, 1200 / Math.max(1, image.naturalWidth));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot prepare the picture. Draw or type instead.');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = canvas.toDataURL('image/png');
    return data.slice(data.indexOf(',') + 1);
  } finally {
    URL.revokeObjectURL(url);
  }
}
