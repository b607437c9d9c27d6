import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { uploadEndpoints } from '@contract/objects';
import { throwIfResNotOk } from '@client/lib/api';
import { fileNameFromDisposition, type UploadedFileInfo } from '@client/lib/upload-info';
import { call, sender } from './call';
import { uploadKeys } from './query-keys';

type Endpoints = typeof uploadEndpoints;

/** POST /api/objects/upload: a short-lived, single-use address to send a file to. */
export const requestUploadAddress = () => call<Endpoints['address']>('POST', '/api/objects/upload');

/** POST /api/lessons/upload-file: the stable path of a sent file, for the lesson to store. */
export const storeUploadedFile = sender<Endpoints['objectPath']>(
  'POST',
  '/api/lessons/upload-file',
);

/**
 * The name and size of an uploaded file (/objects/uploads/…), from a HEAD of it: no byte of the
 * file travels. A file never changes under its path, so the answer is kept.
 */
export const uploadedFileQuery = (objectPath: string) =>
  queryOptions({
    queryKey: uploadKeys.file(objectPath),
    queryFn: async ({ signal }): Promise<UploadedFileInfo> => {
      const res = await fetch(objectPath, { method: 'HEAD', credentials: 'include', signal });
      await throwIfResNotOk(res);
      const length = res.headers.get('content-length');
      return {
        name:
          fileNameFromDisposition(res.headers.get('content-disposition')) ??
          objectPath.split('/').pop()!,
        size: length === null ? null : Number(length),
      };
    },
  });

/** Keeps what the browser knows of a file it has just sent, so showing it needs no HEAD. */
export function useRememberUploadedFile() {
  const queryClient = useQueryClient();
  return (objectPath: string, info: UploadedFileInfo) =>
    queryClient.setQueryData(uploadKeys.file(objectPath), info);
}
