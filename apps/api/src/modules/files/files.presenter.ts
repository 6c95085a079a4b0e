/**
 * A file's download address: the files route, ending in the file's own name (encoded), so that the client saves
 * it under that name (spec section 7). The name segment is ignored by the server, which serves by public id.
 */
export const fileUrl = (publicId: string, name: string) => `/api/files/${publicId}/${encodeURIComponent(name)}`;
