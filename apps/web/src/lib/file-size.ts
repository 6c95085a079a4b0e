/** '512 KB', '2.4 MB': a file's size as the dropzone and the saved-files table show it. */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
