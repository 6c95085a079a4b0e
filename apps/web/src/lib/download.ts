import { buildUrl } from './http.ts';
import { authHeaders, isNative, requestCredentials } from './platform.ts';

/** Spec section 7: a download is saved under the last path segment of its URL, without the query string. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? 'archivo';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The file's bytes, fetched with the session (cookie on web, Bearer token on native). */
export async function fetchFile(url: string): Promise<Blob> {
  const res = await fetch(buildUrl(url), { headers: authHeaders(), credentials: requestCredentials() });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    const message =
      body && typeof body.message === 'string' ? body.message : `Request failed with status code ${res.status}`;
    throw new Error(message);
  }
  return res.blob();
}

const failed = (err: unknown) => window.alert(`Error en descarga: ${err instanceof Error ? err.message : String(err)}`);

/** Native: the fetched file goes to the cache folder and opens with the device's opener (native-download.ts). */
async function openOnDevice(url: string): Promise<boolean> {
  let blob: Blob;
  try {
    blob = await fetchFile(url);
  } catch (err) {
    failed(err);
    return false;
  }
  try {
    const { saveAndOpen } = await import('./native-download.ts');
    return await saveAndOpen(fileNameOf(url), blob);
  } catch (err) {
    window.alert(`Error al guardar: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

/**
 * Saves the file under the name its URL ends in; a failure alerts 'Error en descarga: {message}' (spec section 8).
 * On native it is written to the cache folder and opened instead.
 */
export async function downloadFile(url: string): Promise<boolean> {
  if (isNative()) return openOnDevice(url);
  try {
    saveOnWeb(fileNameOf(url), await fetchFile(url));
    return true;
  } catch (err) {
    failed(err);
    return false;
  }
}

/** The browser's own download of bytes already fetched, under `fileName`. */
function saveOnWeb(fileName: string, blob: Blob): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Saves bytes fetched elsewhere (a list's export) under `fileName`: the browser's download on web, the cache folder
 * and the device's opener on native (which alerts its own failures). False when the file could not be saved.
 */
export async function saveFile(fileName: string, blob: Blob): Promise<boolean> {
  if (!isNative()) {
    saveOnWeb(fileName, blob);
    return true;
  }
  const { saveAndOpen } = await import('./native-download.ts');
  return saveAndOpen(fileName, blob);
}

/**
 * Opens the file in a new tab. The API serves every file as a download (Content-Disposition: attachment), so the
 * tab shows the fetched bytes instead; the tab is opened at once, while the click still allows it. On native the
 * device's opener shows it, as for a download.
 */
export async function viewFile(url: string): Promise<boolean> {
  if (isNative()) return openOnDevice(url);
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile(url);
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.open(href, '_blank');
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    return true;
  } catch (err) {
    tab?.close();
    failed(err);
    return false;
  }
}
