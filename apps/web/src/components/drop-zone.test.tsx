import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconPhotoUp } from '@tabler/icons-react';
import { renderPage } from '../test/render-page.tsx';
import { DropZone } from './drop-zone.tsx';
import { FilesDropzone, MAX_FILE_BYTES } from './files-dropzone.tsx';

/** The form's side of the attachments: the list it keeps and the reason of the last refusal. */
function Attachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState('');
  return (
    <>
      <FilesDropzone files={files} onChange={setFiles} onReject={setRefused} />
      <output>{refused}</output>
    </>
  );
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const sized = (name: string, bytes: number) => {
  const file = new File(['x'], name, { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('the files drop zone', () => {
  it('is one button named in Spanish that a keyboard reaches, its input hidden from screen readers', () => {
    renderPage(<Attachments />);
    const zone = screen.getByRole('button', { name: 'Adjuntar archivos' });
    expect(zone).toHaveAttribute('tabindex', '0');
    expect(within(zone).getByText('Arrastre archivos o haga clic para elegirlos')).toBeInTheDocument();
    expect(within(zone).getByText('Hasta 10 archivos de 10 MB cada uno')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toEqual([zone]);
    expect(fileInput()).toHaveAttribute('aria-hidden', 'true');
    expect(fileInput()).toHaveAttribute('multiple');
  });

  it('lists the files chosen, adds the next ones, and lets one be taken out', async () => {
    renderPage(<Attachments />);
    await userEvent.upload(fileInput(), [sized('acta.pdf', 2048), sized('fotos.zip', 1024 * 1024)]);
    const list = await screen.findByRole('list', { name: 'Archivos por adjuntar' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([expect.stringContaining('acta.pdf'), expect.stringContaining('fotos.zip')]);
    await userEvent.upload(fileInput(), sized('nota.txt', 10));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar fotos.zip' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([expect.stringContaining('acta.pdf'), expect.stringContaining('nota.txt')]);
  });

  it('refuses a file over 10 MB, saying why, and keeps the rest of that drop', async () => {
    renderPage(<Attachments />);
    await userEvent.upload(fileInput(), [sized('ok.txt', 10), sized('grande.iso', MAX_FILE_BYTES + 1)]);
    expect(
      await screen.findByText('Cada archivo puede pesar hasta 10 MB y se pueden adjuntar hasta 10 a la vez.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('grande.iso')).not.toBeInTheDocument();
    expect(screen.getByText('ok.txt')).toBeInTheDocument();
  });
});

describe('a single-file drop zone', () => {
  const props = {
    'aria-label': 'Subir foto',
    icon: IconPhotoUp,
    iconSize: 32,
    minHeight: 88,
    title: 'Arrastre una imagen o haga clic para elegirla',
    hint: 'JPG, PNG o WEBP de hasta 2 MB',
    accept: ['image/png', 'image/jpeg'],
    multiple: false,
  };

  it('passes on an accepted type and refuses another one', async () => {
    const onDrop = vi.fn();
    const onReject = vi.fn();
    renderPage(<DropZone {...props} onDrop={onDrop} onReject={onReject} />);
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(fileInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await waitFor(() => expect(onReject).toHaveBeenCalledTimes(1));
    expect(onDrop).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(), new File(['png'], 'yo.png', { type: 'image/png' }));
    await waitFor(() => expect(onDrop).toHaveBeenCalledTimes(1));
    expect(onDrop.mock.calls[0][0].map((f: File) => f.name)).toEqual(['yo.png']);
  });

  it('takes no file while it uploads: out of the tab order, marked busy and disabled', () => {
    const onDrop = vi.fn();
    renderPage(<DropZone {...props} loading onDrop={onDrop} />);
    const zone = screen.getByRole('button', { name: 'Subir foto' });
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    expect(zone).toHaveAttribute('data-loading', 'true');
    expect(zone).not.toHaveAttribute('tabindex');
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['png'], 'yo.png', { type: 'image/png' })], types: ['Files'] },
    });
    expect(onDrop).not.toHaveBeenCalled();
  });
});
