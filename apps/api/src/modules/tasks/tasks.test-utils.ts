export const ALL_TASK_PERMISSIONS = [
  'Ver tareas',
  'Registrar tareas',
  'Actualizar tareas',
  'Eliminar tareas',
  'Ver todos los proyectos',
];

/** A multipart body with the given file parts under one field, as a browser's FormData sends it. */
export function multipart(field: string, files: { name: string; type: string; data: Buffer }[]) {
  const boundary = `----gestora${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
