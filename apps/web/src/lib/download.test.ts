import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, viewFile } from './download.ts';
import { mimeTypeOf, OPEN_FAILED } from './native-download.ts';

// The Capacitor plugins are the device's: they stand in here, recording what they are asked.
const device = vi.hoisted(() => ({
  writeFile: vi.fn(async (_o: { path: string; data: string; directory: string }) => ({
    uri: 'file:///cache/archivo',
  })),
  openFile: vi.fn(async (_o: { path: string; mimeType: string }) => undefined),
}));
vi.mock('@capacitor/filesystem', () => ({
  Directory: { Cache: 'CACHE' },
  Filesystem: { writeFile: device.writeFile },
}));
vi.mock('@capawesome-team/capacitor-file-opener', () => ({ FileOpener: { openFile: device.openFile } }));

const BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
const URL_ = '/api/files/0190a000-0000-7000-8000-000000000001/Informe%20final.pdf?v=2';

let alert: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  device.writeFile.mockClear();
  device.openFile.mockClear();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  fetchMock = vi.fn(async () => new Response(BYTES, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'Capacitor');
});

const onNative = () => vi.stubGlobal('Capacitor', { isNativePlatform: () => true });

describe('download on native', () => {
  it('writes the fetched bytes to the cache folder under the URL name and opens them by MIME type', async () => {
    onNative();
    device.writeFile.mockResolvedValueOnce({ uri: 'file:///cache/Informe final.pdf' });
    expect(await downloadFile(URL_)).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(device.writeFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'Informe final.pdf', directory: 'CACHE' }),
    );
    const written = device.writeFile.mock.calls[0][0].data;
    expect(Uint8Array.from(atob(written), (c) => c.charCodeAt(0))).toEqual(BYTES);
    expect(device.openFile).toHaveBeenCalledWith({
      path: 'file:///cache/Informe final.pdf',
      mimeType: 'application/pdf',
    });
    expect(alert).not.toHaveBeenCalled();
  });

  it("'Ver' opens the file with the device's opener too", async () => {
    onNative();
    const open = vi.spyOn(window, 'open');
    expect(await viewFile('/api/files/x/foto.JPG')).toBe(true);
    expect(device.openFile).toHaveBeenCalledWith(expect.objectContaining({ mimeType: 'image/jpeg' }));
    expect(open).not.toHaveBeenCalled();
  });

  it("alerts 'Error al guardar: {message}' when the file cannot be written, and opens nothing", async () => {
    onNative();
    device.writeFile.mockRejectedValueOnce(new Error('No queda espacio'));
    expect(await downloadFile(URL_)).toBe(false);
    expect(alert).toHaveBeenCalledWith('Error al guardar: No queda espacio');
    expect(device.openFile).not.toHaveBeenCalled();
  });

  it('says the file was saved when no app opens it', async () => {
    onNative();
    device.openFile.mockRejectedValueOnce(new Error('No Activity found'));
    expect(await downloadFile(URL_)).toBe(true);
    expect(alert).toHaveBeenCalledWith(OPEN_FAILED);
    expect(OPEN_FAILED).toBe('Archivo guardado, pero no se pudo abrir automáticamente.');
  });

  it("alerts 'Error en descarga: {message}' when the fetch fails, before writing anything", async () => {
    onNative();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'El recurso solicitado no existe.' }), { status: 404 }),
    );
    expect(await downloadFile(URL_)).toBe(false);
    expect(alert).toHaveBeenCalledWith('Error en descarga: El recurso solicitado no existe.');
    expect(device.writeFile).not.toHaveBeenCalled();
  });
});

describe('download on web', () => {
  it('saves through the browser and never touches the device plugins', async () => {
    // jsdom has no object URLs: stand-ins, restored after the test.
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => undefined;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await downloadFile(URL_)).toBe(true);
    expect(click).toHaveBeenCalledOnce();
    expect(click.mock.contexts[0]).toHaveProperty('download', 'Informe final.pdf');
    expect(device.writeFile).not.toHaveBeenCalled();
    expect(device.openFile).not.toHaveBeenCalled();
  });
});

describe('the MIME type given to the opener', () => {
  it('comes from the extension: pdf, Office documents, images, txt, zip, rar, mp4, mp3; otherwise generic binary', () => {
    expect(
      Object.fromEntries(
        [
          'a.pdf',
          'a.doc',
          'a.docx',
          'a.xls',
          'a.xlsx',
          'a.ppt',
          'a.pptx',
          'a.png',
          'a.jpeg',
          'a.txt',
          'a.ZIP',
          'a.rar',
          'a.mp4',
          'a.mp3',
          'a.dwg',
          'sin-extension',
        ].map((n) => [n, mimeTypeOf(n)]),
      ),
    ).toEqual({
      'a.pdf': 'application/pdf',
      'a.doc': 'application/msword',
      'a.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'a.xls': 'application/vnd.ms-excel',
      'a.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'a.ppt': 'application/vnd.ms-powerpoint',
      'a.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'a.png': 'image/png',
      'a.jpeg': 'image/jpeg',
      'a.txt': 'text/plain',
      'a.ZIP': 'application/zip',
      'a.rar': 'application/vnd.rar',
      'a.mp4': 'video/mp4',
      'a.mp3': 'audio/mpeg',
      'a.dwg': 'application/octet-stream',
      'sin-extension': 'application/octet-stream',
    });
  });
});
