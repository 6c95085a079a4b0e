/**
 * Downloads inside the native shell (spec section 7, "Download"): the fetched file is written to the app's cache
 * folder and handed to the device's opener with the MIME type of its extension. Loaded only on native (download.ts
 * imports it when lib/platform.ts says so): the Capacitor plugins never reach a web bundle.
 */

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};
const GENERIC_BINARY = 'application/octet-stream';

export const SAVE_FAILED = 'Error al guardar';
export const OPEN_FAILED = 'Archivo guardado, pero no se pudo abrir automáticamente.';

/** The MIME type the opener is given, from the file name's extension; anything else is generic binary. */
export function mimeTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot >= 0 && MIME_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()]) || GENERIC_BINARY;
}

/** The blob as base64, the encoding Filesystem.writeFile takes for binary data. */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Writes the file to the cache folder under `fileName` and opens it with the device's opener. A failed write
 * alerts 'Error al guardar: {message}' (false); a file saved but not opened alerts that it was saved (true).
 */
export async function saveAndOpen(fileName: string, blob: Blob): Promise<boolean> {
  let uri: string;
  try {
    const { Filesystem, Directory } = await import('@capacitor/filesystem');
    ({ uri } = await Filesystem.writeFile({
      path: fileName,
      data: await base64Of(blob),
      directory: Directory.Cache,
      recursive: true,
    }));
  } catch (err) {
    window.alert(`${SAVE_FAILED}: ${messageOf(err)}`);
    return false;
  }
  try {
    const { FileOpener } = await import('@capawesome-team/capacitor-file-opener');
    await FileOpener.openFile({ path: uri, mimeType: mimeTypeOf(fileName) });
  } catch {
    window.alert(OPEN_FAILED);
  }
  return true;
}
